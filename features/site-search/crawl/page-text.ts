/**
 * The text of one of our own rendered pages, for the search index: what a visitor reads in its
 * `<main>`, with its section headings apart. MDX pages state most of their facts through
 * components and policy constants, so the rendered page, not the MDX source, is what holds the
 * words people search for. Only our own markup (React's output) comes here, so tags and
 * character references are simple; scripts, styles and SVG drawings are left out.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED[ref.toLowerCase()] ?? whole
  })
}

const toText = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()

export type PageText = {
  /** Section headings, then table captions and headers and definition terms: what the page defines. */
  headings: string[]
  body: string
}

export function pageTextFromHtml(html: string): PageText {
  const open = html.search(/<main[\s>]/i)
  const close = html.lastIndexOf('</main>')
  let main = open >= 0 && close > open ? html.slice(open, close) : ''
  main = main
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|svg|template|noscript)[\s>][\s\S]*?<\/\1>/gi, ' ')
    // Block ends become spaces, so words of adjacent cells and paragraphs stay apart.
    .replace(/<\/(p|div|li|td|th|h[1-6]|section|dd|dt|tr|caption|figcaption|blockquote)>/gi, '$& ')
  // A set: a table of thousands of rows has thousands of row headers, and looking each up in a list
  // held the event loop for seconds (11,700 programmes' fees at 100x the demo).
  const headings = new Set<string>()
  const add = (inner: string) => {
    const text = toText(inner)
    if (text) headings.add(text)
  }
  for (const m of main.matchAll(/<h([2-4])[^>]*>([\s\S]*?)<\/h\1>/gi)) add(m[2])
  // A table's caption and headers and a definition list's terms name what the page defines
  // (the honours a GPA earns, the fees of a kind): as telling as a heading, however short.
  for (const m of main.matchAll(/<(caption|th|dt)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/gi)) add(m[2])
  // The page heading (h1) repeats the title, which is indexed on its own.
  const body = toText(main.replace(/<h1[^>]*>[\s\S]*?<\/h1>/gi, ' '))
  return { headings: [...headings], body }
}
