import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { WpAttachment } from '../source/model'

export type FileSource = {
  /** A local copy of the old site's `wp-content/uploads`. */
  uploadsDir?: string
  /** The site being imported: files are downloaded from its host only. */
  baseUrl: string
  download: boolean
  fetcher?: (url: string, init: RequestInit) => Promise<Response>
}

export type FileResult = { data: Buffer; name: string; mimetype: string } | { missing: string }

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
}

/** The file's type by its name, as WordPress itself decides it when the export does not say. */
export function mimeTypeOf(attachment: Pick<WpAttachment, 'url' | 'mimeType'>): string {
  if (attachment.mimeType) return attachment.mimeType
  const ext = path.extname(new URL(attachment.url, 'http://x.invalid').pathname).slice(1).toLowerCase()
  return TYPES[ext] ?? 'application/octet-stream'
}

/** Where a file's URL sits under `wp-content/uploads` (`2013/03/photo.jpg`); a WordPress.com files host keeps the same tree at its root. */
export function uploadsRelativePath(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  const pathname = decodeURIComponent(parsed.pathname)
  const at = pathname.indexOf('/wp-content/uploads/')
  if (at >= 0) return pathname.slice(at + '/wp-content/uploads/'.length)
  if (parsed.hostname.endsWith('.files.wordpress.com')) return pathname.replace(/^\/+/, '')
  return null
}

/** Whether a file is the old site's own: on its host, or, for a WordPress.com site, on that site's files host. */
export function onSite(fileUrl: string, baseUrl: string): boolean {
  const host = (url: string) => new URL(url).hostname.replace(/^www\./, '')
  const file = host(fileUrl)
  const site = host(baseUrl)
  return (
    file === site ||
    (site.endsWith('.wordpress.com') && file === site.replace(/\.wordpress\.com$/, '.files.wordpress.com'))
  )
}

/**
 * An attachment's file: from the local copy of the uploads folder when given and it is there, else
 * downloaded from the old site itself (never from another host: an export names any URL), else
 * the reason it could not be had.
 */
export async function attachmentFile(attachment: WpAttachment, source: FileSource): Promise<FileResult> {
  const mimetype = mimeTypeOf(attachment)
  const relative = uploadsRelativePath(attachment.url)
  const name =
    path.basename(relative ?? new URL(attachment.url, source.baseUrl).pathname) || `attachment-${attachment.id}`
  const reasons: string[] = []
  if (source.uploadsDir) {
    if (relative && !relative.split('/').includes('..')) {
      try {
        return { data: await readFile(path.join(source.uploadsDir, relative)), name, mimetype }
      } catch {
        reasons.push(`not in ${source.uploadsDir} (${relative})`)
      }
    } else reasons.push('its address is not under wp-content/uploads')
  }
  if (!source.download) reasons.push('downloads are off')
  else if (!/^https?:\/\//.test(attachment.url) || !onSite(attachment.url, source.baseUrl))
    reasons.push(`${attachment.url} is not on the site being imported, so it is not downloaded`)
  else {
    try {
      const response = await (source.fetcher ?? fetch)(attachment.url, { signal: AbortSignal.timeout(20_000) })
      if (!response.ok) reasons.push(`${attachment.url} answered ${response.status}`)
      else return { data: Buffer.from(await response.arrayBuffer()), name, mimetype }
    } catch (error) {
      reasons.push(`${attachment.url} could not be downloaded (${(error as Error).message})`)
    }
  }
  return { missing: reasons.join('; ') || 'no file' }
}

/**
 * An imported file's address as a redirect to it is written: a path when this site serves it
 * (Payload writes its own files' URLs with the server's origin, which a redirect's rules take for
 * another site), another host's (a storage bucket's) as it is.
 */
export function servedAddress(url: string, serverUrl: string | undefined): string {
  if (!url || url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return serverUrl && parsed.origin === new URL(serverUrl).origin ? `${parsed.pathname}${parsed.search}` : url
  } catch {
    return url
  }
}
