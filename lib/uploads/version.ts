/**
 * Uploaded files are addressed with their record's version (`/api/media/file/x.jpg?v=<version>`):
 * replacing a file saves its record, which changes the version and so the URL every page emits,
 * so the file can be cached for a year under one URL (lib/uploads/served-like-static.ts).
 */

/** The version of an upload record: its last save, in base 36. */
export function uploadVersion(updatedAt: string): string {
  const time = Date.parse(updatedAt)
  return Number.isNaN(time) ? '0' : time.toString(36)
}

/** An upload's URL carrying its record's version, relative when Payload prefixed the server's origin. */
export function versionedUploadUrl(url: string, updatedAt: string | null | undefined): string {
  const relative = url.replace(/^https?:\/\/[^/]+(?=\/api\/[^/]+\/file\/)/, '')
  if (!updatedAt) return relative
  return `${relative}${relative.includes('?') ? '&' : '?'}v=${uploadVersion(updatedAt)}`
}
