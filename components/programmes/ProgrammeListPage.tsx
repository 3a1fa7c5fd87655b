import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageLink } from '@/components/ui/PageLink'
import { Pagination } from '@/components/ui/Pagination'
import { archivePath, archiveTitle, type ArchivePage } from '@/lib/pages/archives'
import type { ProgrammeKind, ProgrammeSummary } from '@/lib/reads/programmes'
import { CertificateTable } from './CertificateTable'
import { ExtensionTable } from './ExtensionTable'
import { GradCards } from './GradCards'
import { Legends } from './Legends'
import { UndergradCards } from './UndergradCards'
import { UndergradList } from './UndergradList'
import { departmentsOf, toUndergradItems, toUndergradRows } from './items'

/** What a list shows of one page: its programmes, how many the list holds, and whether it has other pages. */
type Shown = { programmes: ProgrammeSummary[]; totalDocs: number; paged: boolean }

/** What each list says above its programmes on its first page, and how it shows them. */
const LISTS: Record<ProgrammeKind, { intro: (totalDocs: number) => string; body: (shown: Shown) => ReactNode }> = {
  undergraduate: {
    intro: (totalDocs) => `Choose from ${totalDocs} undergraduate programmes across our colleges and school.`,
    body: ({ programmes, totalDocs, paged }) => {
      const items = toUndergradItems(programmes)
      return (
        <>
          {paged ? (
            <p>
              The name search below looks through this page.{' '}
              <PageLink href="/searchdegree?kind=undergraduate">
                Search all {totalDocs} undergraduate programmes
              </PageLink>{' '}
              by name, level, college, campus or study mode.
            </p>
          ) : null}
          <UndergradList rows={toUndergradRows(items)} searchLabel={paged ? 'Search this page by name' : undefined}>
            <UndergradCards items={items} />
          </UndergradList>
          <Legends departments={departmentsOf(items)} />
        </>
      )
    },
  },
  graduate: {
    intro: () => 'Advance your career with a master’s or doctoral degree.',
    body: ({ programmes }) => (
      <>
        <p className="muted">Click a degree to see its requirements, duration and tuition.</p>
        <GradCards programmes={programmes} />
      </>
    ),
  },
  extension: {
    intro: () =>
      'Study close to home or online: degrees offered at our regional campuses, by level, class time and campus.',
    body: ({ programmes }) => <ExtensionTable rows={programmes} />,
  },
  certificate: {
    intro: () =>
      'Short professional programmes and industry certifications, marked Certificate, Diploma or Graduate level.',
    body: ({ programmes }) => (
      <>
        <p>
          Looking for a degree instead? <PageLink href="/searchdegree">Search every programme</PageLink>, or ask about a
          certificate through our <PageLink href="/request_information">request information</PageLink> form.
        </p>
        <CertificateTable rows={programmes} />
      </>
    ),
  },
}

type Props = {
  kind: ProgrammeKind
  view: ArchivePage
  /** The list page's own title (the registry's). */
  listTitle: string
  programmes: ProgrammeSummary[]
  totalDocs: number
  totalPages: number
}

/** A page of /undergrad, /grad, /extensionprograms or /certificateprograms: 50 programmes (lib/pages/archives.ts) and links to the other pages. */
export function ProgrammeListPage({ kind, view, listTitle, programmes, totalDocs, totalPages }: Props) {
  const title = archiveTitle({ ...view, page: 1 }, listTitle)
  return (
    <>
      <PageHeader
        title={title}
        intro={view.page > 1 ? `Page ${view.page} of ${totalPages}` : LISTS[kind].intro(totalDocs)}
      />
      <div className="container section">
        {LISTS[kind].body({ programmes, totalDocs, paged: totalPages > 1 })}
        <Pagination
          label={`${title} pages`}
          page={view.page}
          totalPages={totalPages}
          href={(page) => archivePath({ ...view, page })}
        />
      </div>
    </>
  )
}
