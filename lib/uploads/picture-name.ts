import type { Where } from 'payload'

/** A picture's name: its file's name without the format's extension (`oval-1` for `oval-1.jpg` or `oval-1.webp`). */
export function pictureName(filename: string): string {
  return filename.replace(/\.[^./]+$/, '')
}

/**
 * Media whose file may be `name` in any format, for picking the exact ones with pictureName: a
 * picture asked for by name is found whether it was seeded as WebP or JPEG or an editor uploaded
 * another format in its place. (Payload's `like` matches `%word%`, so more may come back.)
 */
export function pictureNamesWhere(names: string[]): Where {
  return { or: names.map((name) => ({ filename: { like: `${name}.` } })) }
}
