/** Spec §9: the /allfeaturestories cards show the first 110 characters of the story. */
export const STORY_PREVIEW_LENGTH = 110

type LexicalNode = { type?: string; text?: string; children?: LexicalNode[] }

/** Plain text of a Lexical document: block nodes are separated by a space. */
export function lexicalToPlainText(doc: unknown): string {
  const root = (doc as { root?: LexicalNode } | null | undefined)?.root
  if (!root) return ''
  const parts: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    else if (node.type === 'linebreak') parts.push(' ')
    if (node.children) {
      node.children.forEach(walk)
      if (node.type !== 'root' && node.type !== 'text' && node.type !== 'link') parts.push(' ')
    }
  }
  walk(root)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** The first `length` characters of the text (never more), trimmed. */
export function storyPreview(text: string, length = STORY_PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return Array.from(clean).slice(0, length).join('').trimEnd()
}
