import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichText as RichTextData } from '@/lib/reads/programmes'

/** Lexical rich text from the CMS, rendered without raw HTML. */
export function RichTextBlock({ data }: { data: RichTextData | null | undefined }) {
  if (!data) return null
  return <RichText data={data as never} disableContainer />
}
