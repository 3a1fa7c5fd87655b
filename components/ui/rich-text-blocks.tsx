import type { ReactNode } from 'react'

/** How a rich-text field's blocks (its editor's BlocksFeature) are shown, by block type, from the block's fields. */
export type BlockRenderers = Record<string, (fields: Record<string, unknown>) => ReactNode>

/** Payload's JSX converters for those blocks (a block type without a renderer shows nothing). */
export function blockConverters(blocks: BlockRenderers) {
  return Object.fromEntries(
    Object.entries(blocks).map(([type, render]) => [
      type,
      ({ node }: { node: { fields: Record<string, unknown> } }) => render(node.fields),
    ]),
  )
}
