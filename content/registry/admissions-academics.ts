import type { ContentPage } from './types'

/** Admissions, fees, finance, academics and policy pages (issue 7, part one). */
export const ADMISSIONS_ACADEMICS_PAGES: ContentPage[] = []
