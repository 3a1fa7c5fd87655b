/** One link written in an MDX page: its address and the line it is on. */
export type MdxLink = { href: string; line: number }

/**
 * The addresses an MDX page links to with a literal: Markdown links `[text](/path "title")` and
 * `href="/path"` / `href={'/path'}` on elements and components. Addresses computed in code
 * (`href={props.settings.links.application}`) come from Site settings and are not listed.
 * Fenced code is skipped.
 */
export function linksInMdx(source: string): MdxLink[] {
  const links: MdxLink[] = []
  let fenced = false
  source.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced
    if (fenced) return
    const line = index + 1
    for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ href: match[1], line })
    for (const match of text.matchAll(/\bhref=(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`$]*)["'`]\s*\})/g))
      links.push({ href: match[1] ?? match[2] ?? match[3], line })
  })
  return links
}
