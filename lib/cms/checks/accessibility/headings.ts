import type { Finding } from '@/lib/cms/checks/finding'
import { finding, quote } from './rules'

/**
 * Heading levels in a text (WCAG 1.3.1, 2.4.6): a heading 1 in the body (the page title is the
 * page's heading 1) or a level skipped on the way down. Headings come in the order they are read.
 */
export function headingFindings(path: string, headings: readonly { level: number; text: string }[]): Finding[] {
  const findings: Finding[] = []
  let previous = 1 // the page's own title
  for (const { level, text } of headings) {
    if (level === 1) findings.push(finding('heading-one', path, `Heading ${quote(text)} is a heading 1 in the text.`))
    else if (level > previous + 1)
      findings.push(
        finding('heading-skip', path, `Heading ${quote(text)} is a heading ${level} after a heading ${previous}.`),
      )
    previous = level
  }
  return findings
}
