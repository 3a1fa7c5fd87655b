import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

/** A Lexical document as Payload stores it (any rich-text field of any collection). */
export type RichTextData = ComponentProps<typeof LexicalRichText>['data']

/**
 * Lexical rich text from the CMS, rendered through Payload's React renderer (no raw HTML); nothing
 * for an empty field. `container` wraps it in Payload's `<div class="payload-richtext">`.
 */
export function RichText({ data, container = false }: { data: RichTextData | null | undefined; container?: boolean }) {
  if (!data) return null
  return <LexicalRichText data={data} disableContainer={!container} />
}
