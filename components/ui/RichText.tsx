import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import {
  RichText as LexicalRichText,
  type JSXConverterArgs,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'
import { RichTextLink, type LinkFields } from './RichTextLink'
import { blockConverters, type BlockRenderers } from './rich-text-blocks'

/** A Lexical document as Payload stores it (any rich-text field of any collection). */
export type RichTextData = ComponentProps<typeof LexicalRichText>['data']

const link = ({
  node,
  nodesToJSX,
}: JSXConverterArgs<SerializedLinkNode> | JSXConverterArgs<SerializedAutoLinkNode>) => (
  <RichTextLink fields={node.fields as LinkFields}>{nodesToJSX({ nodes: node.children })}</RichTextLink>
)

const convertersWith =
  (blocks: BlockRenderers): JSXConvertersFunction =>
  ({ defaultConverters }) => ({ ...defaultConverters, link, autolink: link, blocks: blockConverters(blocks) })

const converters = convertersWith({})

/**
 * Lexical rich text from the CMS, rendered through Payload's React renderer (no raw HTML); nothing
 * for an empty field. `container` wraps it in Payload's `<div class="payload-richtext">`; `blocks`
 * shows the blocks a field's editor allows (a story's forms).
 */
export function RichText({
  data,
  container = false,
  blocks,
}: {
  data: RichTextData | null | undefined
  container?: boolean
  blocks?: BlockRenderers
}) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data}
      disableContainer={!container}
      converters={blocks ? convertersWith(blocks) : converters}
    />
  )
}
