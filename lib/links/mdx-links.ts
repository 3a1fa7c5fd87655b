/** One link written in an MDX page: its address and the line it is on. */
export type MdxLink = { href: string; line: number }

/**
 * The addresses an MDX page links to with a literal: Markdown links `[text](/path "title")`,
 * `href="/path"` / `href={'/path'}` on elements and components, and `href: '/path'` in the data a
 * page gives its components (`export const units = [{ title: …, href: '/uniss' }]`). Addresses
 * computed in code (`href={props.settings.links.application}`, a template with `${…}`) come from
 * Site settings and are not listed; another site's address is listed, and resolving it tells it is
 * not this site's. Fenced code is skipped.
 */
export function linksInMdx(source: string): MdxLink[] {
  const links: MdxLink[] = []
  let fenced = false
  source.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced
    if (fenced) return
    const line = index + 1
    for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      links.push({ href: match[1], line })
    for (const match of text.matchAll(/\bhref=(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`$]*)["'`]\s*\})/g))
      links.push({ href: match[1] ?? match[2] ?? match[3], line })
    // An object's `href` property (its key bare or quoted), with a literal string for its value.
    for (const match of text.matchAll(/(?<![\w$.])["']?href["']?\s*:\s*(?:"([^"\\]*)"|'([^'\\]*)'|`([^`$\\]*)`)/g))
      links.push({ href: match[1] ?? match[2] ?? match[3], line })
  })
  return links
}
