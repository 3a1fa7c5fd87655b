import 'server-only'
import { findPage } from '@/lib/pages'
import { recordList, recordUrl } from '@/lib/pages/records'
import { getCollege, getColleges, getCollegesWithDepartments } from '@/lib/reads/colleges'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import { safeHref } from '@/lib/text/safe-href'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { mapLimited, READ_CONCURRENCY } from './map-limited'

/** The colleges (dean, research, achievers, success story; a college's page is its record's) and their departments. */
export const colleges = definePart('colleges', ['colleges', 'departments'], async () => {
  const [list, withDepartments] = await Promise.all([getColleges(), getCollegesWithDepartments()])
  const records = await mapLimited(list, READ_CONCURRENCY, async (c): Promise<SearchDocument> => {
    const d = await getCollege(c.code)
    const url = recordUrl('colleges', c) ?? recordList('colleges')
    const body = [
      c.summary,
      d?.dean.name,
      lexicalToPlainText(d?.dean.message),
      ...(d?.research ?? []).flatMap((r) => [r.title, r.summary]),
      ...(d?.topAchievers ?? []).flatMap((a) => [a.name, a.programme, a.achievement]),
      d?.successStory?.quote,
      // The college's page is this record's (the pages' parts leave it out): its description joins the record.
      findPage(url)?.description,
    ]
    return {
      id: `college:${c.code}`,
      kind: 'college',
      title: c.name,
      headings: (d?.departments ?? []).map((x) => x.name).join(' · '),
      body: body.filter(Boolean).join(' '),
      url,
    }
  })
  const departments = withDepartments.flatMap((c) =>
    c.departments.map((d): SearchDocument => ({
      id: `department:${d.code}`,
      kind: 'department',
      title: d.name,
      headings: c.name,
      body: '',
      url: (d.website && safeHref(d.website)) || recordUrl('colleges', c) || '/alldepartments',
    })),
  )
  return { documents: [...records, ...departments] }
})
