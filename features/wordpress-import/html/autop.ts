const BLOCK =
  'table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|iframe|object|script'
/** Blocks that stand on their own between paragraphs (not those only found inside another: li, td…). */
const STANDALONE =
  'ul|ol|dl|table|blockquote|h[1-6]|pre|figure|div|hr|p|address|section|article|aside|header|footer|nav|details|form|fieldset|iframe|object|script|style'
const startsWithBlock = new RegExp(`^\\s*<(?:${BLOCK})\\b`, 'i')
const endsWithBlock = new RegExp(`</(?:${BLOCK})>\\s*$`, 'i')

/**
 * WordPress's wpautop, in short: an export holds post text as typed, with blank lines between
 * paragraphs and single line breaks inside them, and WordPress adds the `<p>` and `<br>` only when
 * it shows the post. Chunks that are already a block stay as they are.
 */
export function autop(html: string): string {
  const text = html.replace(/\r\n?/g, '\n')
  if (!text.trim()) return ''
  // Blocks get chunks of their own, so text right before or after a list is a paragraph too.
  const separated = text
    .replace(new RegExp(`(<(?:${STANDALONE})\\b)`, 'gi'), '\n\n$1')
    .replace(new RegExp(`(</(?:${STANDALONE})>)`, 'gi'), '$1\n\n')
  return separated
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) =>
      startsWithBlock.test(chunk) || endsWithBlock.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`,
    )
    .join('\n')
}
