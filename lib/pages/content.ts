import 'server-only'
import type { ComponentType } from 'react'
import type { SiteSettings } from '@/lib/reads/settings'
import { PAGES, type ContentFile } from './registry'
import type { PageEntry } from './types'

/** What every content page receives: editable settings it may show (e-mails, links, phones). */
export type ContentPageProps = {
  settings: SiteSettings
  // MDX passes unknown props through; pages read what they need.
  [key: string]: unknown
}

/** A registry page written in MDX. */
export type ContentPage = PageEntry & { content: NonNullable<PageEntry['content']> }

type Loader = () => Promise<{ default: ComponentType<ContentPageProps> }>

/**
 * The import of each MDX file the registry names. Bundlers need each import written out, so this
 * table sits apart from the registry: the registry is also read by proxy.ts and by client
 * components, whose bundles must not take in the pages. The type makes the keys exactly the
 * registry's files; lib/pages/registry.test.ts checks that each key matches its import.
 */
const LOADERS = {
  'admissions/generaladmission.mdx': () => import('@/content/admissions/generaladmission.mdx'),
  'admissions/undergradadmission.mdx': () => import('@/content/admissions/undergradadmission.mdx'),
  'admissions/graduateadmission.mdx': () => import('@/content/admissions/graduateadmission.mdx'),
  'admissions/applicationforms.mdx': () => import('@/content/admissions/applicationforms.mdx'),
  'admissions/transfer-students.mdx': () => import('@/content/admissions/transfer-students.mdx'),
  'admissions/international-students.mdx': () => import('@/content/admissions/international-students.mdx'),
  'admissions/provisional-acceptance.mdx': () => import('@/content/admissions/provisional-acceptance.mdx'),
  'admissions/arrangevisit.mdx': () => import('@/content/admissions/arrangevisit.mdx'),
  'admissions/tuitionfees.mdx': () => import('@/content/admissions/tuitionfees.mdx'),
  'admissions/financialaid.mdx': () => import('@/content/admissions/financialaid.mdx'),
  'admissions/scholarshipandstudentaid.mdx': () => import('@/content/admissions/scholarshipandstudentaid.mdx'),
  'admissions/students.mdx': () => import('@/content/admissions/students.mdx'),
  'admissions/grants.mdx': () => import('@/content/admissions/grants.mdx'),
  'academics/bulletins.mdx': () => import('@/content/academics/bulletins.mdx'),
  'academics/records.mdx': () => import('@/content/academics/records.mdx'),
  'academics/academicadvisement.mdx': () => import('@/content/academics/academicadvisement.mdx'),
  'academics/graduatestudies.mdx': () => import('@/content/academics/graduatestudies.mdx'),
  'academics/onlineeducation.mdx': () => import('@/content/academics/onlineeducation.mdx'),
  'academics/brobook.mdx': () => import('@/content/academics/brobook.mdx'),
  'student-life/clubs.mdx': () => import('@/content/student-life/clubs.mdx'),
  'student-life/campusliving.mdx': () => import('@/content/student-life/campusliving.mdx'),
  'student-life/intercolsports.mdx': () => import('@/content/student-life/intercolsports.mdx'),
  'student-life/virtualtour.mdx': () => import('@/content/student-life/virtualtour.mdx'),
  'student-life/studentengagementandretention.mdx': () =>
    import('@/content/student-life/studentengagementandretention.mdx'),
  'student-life/step.mdx': () => import('@/content/student-life/step.mdx'),
  'student-life/tiles.mdx': () => import('@/content/student-life/tiles.mdx'),
  'services/studentfinance.mdx': () => import('@/content/services/studentfinance.mdx'),
  'services/healthwellness.mdx': () => import('@/content/services/healthwellness.mdx'),
  'services/counsellingpsychology.mdx': () => import('@/content/services/counsellingpsychology.mdx'),
  'services/dentalhygiene.mdx': () => import('@/content/services/dentalhygiene.mdx'),
  'services/fitnesscentre.mdx': () => import('@/content/services/fitnesscentre.mdx'),
  'services/internationalstudents.mdx': () => import('@/content/services/internationalstudents.mdx'),
  'services/publicsafety.mdx': () => import('@/content/services/publicsafety.mdx'),
  'services/unisscomputerlabs.mdx': () => import('@/content/services/unisscomputerlabs.mdx'),
  'services/uniss.mdx': () => import('@/content/services/uniss.mdx'),
  'about/ccmpr.mdx': () => import('@/content/about/ccmpr.mdx'),
  'about/adminunits.mdx': () => import('@/content/about/adminunits.mdx'),
  'about/contactus.mdx': () => import('@/content/about/contactus.mdx'),
  'about/map.mdx': () => import('@/content/about/map.mdx'),
  'about/facultystaff.mdx': () => import('@/content/about/facultystaff.mdx'),
  'about/alumni.mdx': () => import('@/content/about/alumni.mdx'),
  'about/churchandcommunity.mdx': () => import('@/content/about/churchandcommunity.mdx'),
  'about/futurencu.mdx': () => import('@/content/about/futurencu.mdx'),
  'about/wearencu.mdx': () => import('@/content/about/wearencu.mdx'),
  'about/meetourleaders.mdx': () => import('@/content/about/meetourleaders.mdx'),
  'about/president_message.mdx': () => import('@/content/about/president_message.mdx'),
  'about/accreditation.mdx': () => import('@/content/about/accreditation.mdx'),
  'about/diversity.mdx': () => import('@/content/about/diversity.mdx'),
  'about/faqs.mdx': () => import('@/content/about/faqs.mdx'),
  'about/test.mdx': () => import('@/content/about/test.mdx'),
  'legal/cookies-page.mdx': () => import('@/content/legal/cookies-page.mdx'),
  'legal/privacy-page.mdx': () => import('@/content/legal/privacy-page.mdx'),
  'legal/data-protection-page.mdx': () => import('@/content/legal/data-protection-page.mdx'),
  'legal/all-notices-page.mdx': () => import('@/content/legal/all-notices-page.mdx'),
} satisfies Record<ContentFile, Loader>

const isContentPage = (entry: PageEntry): entry is ContentPage => Boolean(entry.content)

/** The static MDX pages of the registry, served by app/(site)/[...path]. */
export const CONTENT_PAGES: ContentPage[] = (PAGES as readonly PageEntry[]).filter(isContentPage)

const byPath = new Map(CONTENT_PAGES.map((entry) => [entry.path, entry]))

export function findContentPage(path: string): ContentPage | undefined {
  return byPath.get(path)
}

/** The page's MDX module. */
export function loadContent(entry: ContentPage): ReturnType<Loader> {
  return LOADERS[entry.content.file as ContentFile]()
}
