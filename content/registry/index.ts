import { ADMISSIONS_ACADEMICS_PAGES } from './admissions-academics'
import { LEGAL_PAGES } from './legal'
import { LIFE_SERVICES_ABOUT_PAGES } from './life-services-about'
import type { ContentPage } from './types'

export type { ContentPage, ContentPageProps } from './types'

export const CONTENT_PAGES: ContentPage[] = [...LEGAL_PAGES, ...ADMISSIONS_ACADEMICS_PAGES, ...LIFE_SERVICES_ABOUT_PAGES]

const byPath = new Map(CONTENT_PAGES.map((page) => [page.path, page]))

export function findContentPage(path: string): ContentPage | undefined {
  return byPath.get(path)
}
