/**
 * A dynamic route segment as text. Next hands some segments over still percent-encoded and others
 * (those a rewrite produced) already decoded, so a segment is decoded once more where it can be;
 * one that is not valid percent-encoding (`%`, `%ZZ`) is taken as it is rather than failing the
 * page: it names nothing, and the page answers 404.
 */
export function routeSegment(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
