import 'server-only'
import type { DirectoryEntry as EntryDoc } from '@/lib/cms/payload-types'
import { includes } from '@/lib/cache/tags'
import { ARCHIVES } from '@/lib/pages/archives'
import { cachedRead } from './cached-read'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'
import type { Paged } from './published'
import { visible } from './visible'

export type DirectoryEntry = {
  id: string
  name: string
  matters: string | null
  extension: string
  email: string | null
}
export type OfficeHoursRow = { id: string; department: string; extension: string | null; hours: string }

const toEntry = (d: EntryDoc): DirectoryEntry => ({
  id: String(d.id),
  name: d.name,
  matters: d.matters?.trim() || null,
  extension: d.extension,
  email: d.email || null,
})

/** Every directory entry, by name (the search box of a directory longer than one page, `GET /api/directory`). */
export const getDirectoryEntries = cachedRead(
  'directory:entries',
  includes(['directory-entries']),
  async (): Promise<DirectoryEntry[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'directory-entries',
        ...visible(payload, 'directory-entries'),
        sort: stableSort('name'),
        depth: 0,
        ...chunk,
      }),
    )
    return docs.map(toEntry)
  },
)

/** One page of /searchDepartment (lib/pages/archives.ts: 100 entries a page), by name, in a total order. */
export const getDirectoryPage = cachedRead(
  'directory:page',
  includes(['directory-entries']),
  async (page: number): Promise<Paged<DirectoryEntry>> => {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'directory-entries',
      ...visible(payload, 'directory-entries'),
      sort: stableSort('name'),
      limit: ARCHIVES.directory.pageSize,
      page,
      depth: 0,
    })
    return { docs: found.docs.map(toEntry), totalDocs: found.totalDocs, totalPages: found.totalPages }
  },
)

/** How many entries the directory has (page 1's count, so it shares that page's cache entry). */
export const countDirectoryEntries = async (): Promise<number> => (await getDirectoryPage(1)).totalDocs

export const getOfficeHours = cachedRead(
  'directory:office-hours',
  includes(['office-hours']),
  async (): Promise<OfficeHoursRow[]> => {
    const payload = await getPayloadClient()
    const docs = await findAll((chunk) =>
      payload.find({
        collection: 'office-hours',
        ...visible(payload, 'office-hours'),
        sort: stableSort('department'),
        depth: 0,
        ...chunk,
      }),
    )
    return docs.map((d) => ({
      id: String(d.id),
      department: d.department,
      extension: d.extension || null,
      hours: d.hours,
    }))
  },
)
