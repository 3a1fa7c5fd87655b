import type { ContentPage } from './types'

/** Student life, services, about, contact and audience pages (issue 7, part two). */
export const LIFE_SERVICES_ABOUT_PAGES: ContentPage[] = []
