import 'server-only'
import { getDirectoryEntries, getOfficeHours } from '@/lib/reads/directory'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { joinFacts } from './join-facts'

/** The department directory (matters, extension, e-mail) and the offices' hours. */
export const directory = definePart('directory', ['directory-entries', 'office-hours'], async () => {
  const [entries, hours] = await Promise.all([getDirectoryEntries(), getOfficeHours()])
  const documents = [
    ...entries.map((e): SearchDocument => ({
      id: `directory:${e.id}`,
      kind: 'department',
      title: e.name,
      headings: '',
      body: joinFacts(e.matters, `extension ${e.extension}`, e.email),
      url: '/searchDepartment',
    })),
    ...hours.map((h): SearchDocument => ({
      id: `hours:${h.id}`,
      kind: 'department',
      title: `${h.department} office hours`,
      headings: '',
      body: h.hours,
      url: '/openinghours',
    })),
  ]
  return { documents }
})
