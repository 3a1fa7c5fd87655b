/** A node of a Lexical (Payload rich text) document, as far as its text goes. */
type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

/** Nodes that sit inside a line of text: no space is added after them. */
const INLINE = new Set(['text', 'link', 'autolink'])

/**
 * The plain text of a Lexical document (excerpts, meta descriptions, feeds): block nodes
 * (paragraphs, headings, list items) and line breaks become one space; links stay in their sentence.
 */
export function lexicalToPlainText(doc: unknown): string {
  const root = (doc as { root?: LexicalNode } | null | undefined)?.root
  if (!root || typeof root !== 'object') return ''
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    else if (node.type === 'linebreak') parts.push(' ')
    if (Array.isArray(node.children)) {
      node.children.forEach((child) => walk(child as LexicalNode))
      if (!INLINE.has(node.type as string)) parts.push(' ')
    }
  }
  walk(root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}
