/**
 * What the checks read in a rich text (Lexical's JSON, as Payload stores it and as the admin's form
 * holds it): headings, pictures, links, tables and the blocks of running text, in reading order.
 */

export type LexicalNode = {
  type?: string
  tag?: string
  text?: string
  children?: LexicalNode[]
  value?: unknown
  relationTo?: string
  fields?: Record<string, unknown>
  headerState?: number
}

export type RichTextParts = {
  headings: { level: number; text: string }[]
  pictures: { value: unknown; fields: Record<string, unknown> }[]
  links: { text: string; fields: Record<string, unknown> }[]
  tables: LexicalNode[]
  /** Paragraphs, list items and quotations: their text, and whether it is a heading (for capitals). */
  blocks: { text: string; heading: boolean }[]
}

const TEXT_BLOCKS = new Set(['paragraph', 'listitem', 'quote'])

/** The text of a node, a line break as a space, without the nested lists of a list item. */
export function textOf(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak' || node.type === 'tab') return ' '
  return (node.children ?? [])
    .filter((child) => child.type !== 'list')
    .map(textOf)
    .join('')
}

export function richTextParts(value: unknown): RichTextParts | null {
  const root = (value as { root?: LexicalNode } | null)?.root
  if (!root) return null
  const parts: RichTextParts = { headings: [], pictures: [], links: [], tables: [], blocks: [] }
  const visit = (node: LexicalNode) => {
    if (node.type === 'heading' && typeof node.tag === 'string') {
      const text = textOf(node).trim()
      parts.headings.push({ level: Number(node.tag.slice(1)), text })
      parts.blocks.push({ text, heading: true })
    } else if (node.type && TEXT_BLOCKS.has(node.type)) {
      const text = textOf(node).trim()
      if (text) parts.blocks.push({ text, heading: false })
    }
    if (node.type === 'upload' && (node.relationTo ?? 'media') === 'media')
      parts.pictures.push({ value: node.value, fields: node.fields ?? {} })
    if (node.type === 'link' || node.type === 'autolink')
      parts.links.push({ text: textOf(node), fields: node.fields ?? {} })
    if (node.type === 'table') parts.tables.push(node)
    for (const child of node.children ?? []) visit(child)
  }
  visit(root)
  return parts
}
