import 'server-only'
import { ARCHIVES, archivePath } from '@/lib/pages/archives'
import { getDirectoryEntries, getOfficeHours } from '@/lib/reads/directory'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { joinFacts } from './join-facts'

/** The page of /searchDepartment an entry is on: entries are read in the directory's order (by name), 100 a page. */
const entryPage = (index: number) =>
  archivePath({
    archive: 'directory',
    kind: null,
    year: null,
    page: Math.floor(index / ARCHIVES.directory.pageSize) + 1,
  })

/** The department directory (matters, extension, e-mail), each entry leading to its page of the directory, and the offices' hours. */
export const directory = definePart('directory', ['directory-entries', 'office-hours'], async () => {
  const [entries, hours] = await Promise.all([getDirectoryEntries(), getOfficeHours()])
  const documents = [
    ...entries.map((e, i): SearchDocument => ({
      id: `directory:${e.id}`,
      kind: 'department',
      title: e.name,
      headings: '',
      body: joinFacts(e.matters, `extension ${e.extension}`, e.email),
      url: entryPage(i),
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
