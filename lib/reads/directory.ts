import 'server-only'
import { includes } from '@/lib/cache/tags'
import { cachedRead } from './cached-read'
import { findAll, stableSort } from './find-all'
import { getPayloadClient } from './payload'
import { visible } from './visible'

export type DirectoryEntry = {
  id: string
  name: string
  matters: string | null
  extension: string
  email: string | null
}
export type OfficeHoursRow = { id: string; department: string; extension: string | null; hours: string }

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
    return docs.map((d) => ({
      id: String(d.id),
      name: d.name,
      matters: d.matters?.trim() || null,
      extension: d.extension,
      email: d.email || null,
    }))
  },
)

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
