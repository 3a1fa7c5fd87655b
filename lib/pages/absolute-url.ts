/** `path` on the public origin (config.serverUrl); an absolute URL stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/+$/, '')}/`).href
}
