import { serializeJsonLd } from '@/lib/text/json-ld'

/** A JSON-LD script; content is JSON-escaped with `<` as \u003c so it can never close the tag. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
