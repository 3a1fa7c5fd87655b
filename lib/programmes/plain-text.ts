type Node = { text?: unknown; children?: unknown }

/** The plain text of a Lexical document (for meta descriptions), cut to `max` characters on a word boundary. */
export function plainText(doc: { root?: Node } | null | undefined, max = 160): string {
  const parts: string[] = []
  const walk = (node: Node) => {
    if (typeof node.text === 'string') parts.push(node.text)
    if (Array.isArray(node.children)) {
      node.children.forEach((c) => walk(c as Node))
      parts.push(' ')
    }
  }
  if (doc?.root) walk(doc.root)
  const text = parts.join('').replace(/\s+/g, ' ').trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`
}
