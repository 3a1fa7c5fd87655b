import type { LexicalState } from './lexical'

type Node = LexicalState['root']['children'][number]
type Id = number | string

/** A news or sports article's text as its model holds it, and what of the WordPress text it could not hold. */
export type ArticleText = { paragraphs: string[]; notKept: string[] }

const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`

/**
 * A post's rich text as a news or sports article's paragraphs. The spec's article is plain text
 * (its paragraphs, a cover and a second picture: spec "News article"), so each block keeps its
 * words in a paragraph of its own and the rest is kept as far as plain text can: a heading is a
 * paragraph, each list item a line of its own (`• `, `1. `, nested ones `◦ `), a line break a new
 * line, a link its text with its address after it. What plain text cannot hold (the headings'
 * rank, emphasis, internal links' targets, rules, pictures beyond the cover and the second one,
 * given in `shown`) is named in `notKept`, for the import report.
 */
export function articleParagraphs(content: LexicalState, shown: ReadonlySet<Id>): ArticleText {
  const paragraphs: string[] = []
  const headings: string[] = []
  let lists = 0
  const quotes: string[] = []
  const links: string[] = []
  const internalLinks: string[] = []
  const pictures: string[] = []
  const other = new Set<string>()
  let emphasis = false

  const inline = (nodes: readonly Node[] = []): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') {
          if (typeof node.format === 'number' && node.format !== 0) emphasis = true
          return node.text ?? ''
        }
        if (node.type === 'linebreak') return '\n'
        if (node.type === 'tab') return ' '
        if (node.type === 'link' || node.type === 'autolink') {
          const text = inline(node.children)
          const fields = (node.fields ?? {}) as { url?: unknown; linkType?: unknown }
          const url = typeof fields.url === 'string' ? fields.url.trim() : ''
          if (fields.linkType === 'internal' || !url) {
            internalLinks.push(quoted(text))
            return text
          }
          if (text.includes(url)) return text
          links.push(quoted(text))
          return `${text} (${url})`
        }
        if (node.children) return inline(node.children)
        other.add(String(node.type))
        return ''
      })
      .join('')

  const add = (text: string) => {
    const line = text
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim()
    if (line) paragraphs.push(line)
  }

  const list = (node: Node, depth: number) => {
    const numbered = node.listType === 'number'
    let number = typeof node.start === 'number' ? node.start : 1
    for (const item of node.children ?? []) {
      const nested = (item.children ?? []).filter((child) => child.type === 'list')
      const words = inline((item.children ?? []).filter((child) => child.type !== 'list')).trim()
      if (words) {
        const mark = numbered ? `${number++}.` : depth === 0 ? '•' : '◦'
        add(`${mark} ${words}`)
      }
      for (const inner of nested) list(inner, depth + 1)
    }
  }

  for (const node of content.root.children) {
    switch (node.type) {
      case 'paragraph':
        add(inline(node.children))
        break
      case 'heading': {
        const text = inline(node.children)
        headings.push(quoted(text.trim()))
        add(text)
        break
      }
      case 'list':
        lists++
        list(node, 0)
        break
      case 'quote': {
        const text = (node.children ?? []).map((child) => (child.children ? inline(child.children) : inline([child])))
        quotes.push(quoted(text.join(' ').trim()))
        for (const line of text) add(line)
        break
      }
      case 'upload': {
        const value = node.value as Id | { id: Id } | undefined
        const id = value !== undefined && typeof value === 'object' ? value.id : value
        if (id !== undefined && !shown.has(id)) pictures.push(`media ${String(id)}`)
        break
      }
      case 'horizontalrule':
        other.add('horizontal rule')
        break
      default:
        if (node.children) add(inline(node.children))
        other.add(String(node.type))
    }
  }

  const notKept: string[] = []
  if (headings.length)
    notKept.push(`${headings.length} heading(s) kept as paragraphs, their rank lost (${headings.join(', ')})`)
  if (lists) notKept.push(`${lists} list(s) kept as a line per item`)
  if (quotes.length) notKept.push(`${quotes.length} quotation(s) kept as paragraphs (${quotes.join(', ')})`)
  if (links.length) notKept.push(`${links.length} link(s) kept as their text with the address after it`)
  if (internalLinks.length)
    notKept.push(`${internalLinks.length} link(s) kept as their text only (${internalLinks.join(', ')})`)
  if (pictures.length)
    notKept.push(
      `${pictures.length} picture(s) not shown, an article shows its cover and one more (${pictures.join(', ')})`,
    )
  if (emphasis) notKept.push('bold, italic and other emphasis became plain text')
  if (other.size) notKept.push(`not held by plain text: ${[...other].join(', ')}`)
  return { paragraphs, notKept }
}
