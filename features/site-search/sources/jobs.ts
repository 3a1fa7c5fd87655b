import 'server-only'
import { employmentTypeLabel } from '@/lib/careers/employment-type'
import { recordPath } from '@/lib/pages/records'
import { getAllOpenJobs, getOpenJob } from '@/lib/reads/jobs'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { earliest } from './earliest'
import { joinFacts } from './join-facts'
import { mapLimited, READ_CONCURRENCY } from './map-limited'

/** The open job offers, with their descriptions, each leading to its own page. */
export const jobs = definePart('jobs', ['jobs'], async () => {
  const open = await getAllOpenJobs()
  const details = await mapLimited(open, READ_CONCURRENCY, (j) => getOpenJob(j.id))
  const documents = details.flatMap((j): SearchDocument[] =>
    j
      ? [
          {
            id: `job:${j.id}`,
            kind: 'job',
            title: j.title,
            headings: joinFacts(j.department, employmentTypeLabel(j.employmentType)),
            body: lexicalToPlainText(j.description),
            url: recordPath('job', j.id),
          },
        ]
      : [],
  )
  // A job is open until its closing date has passed (lib/careers/deadline.ts): it leaves the index just after.
  return { documents, changesAt: earliest(...open.map((j) => Date.parse(j.closingDate) + 1)) }
})
