import type { Finding } from '@/lib/cms/checks/finding'
import type { RichTextParts } from '@/lib/cms/checks/lexical'
import { capsFindings } from './caps'
import { headingFindings } from './headings'
import { linkTextFindings } from './link-text'
import { pictureFindings } from './pictures'
import { readingFindings } from './readability'
import { lexicalTableFindings } from './tables'

/**
 * The accessibility and readability of one rich text: its pictures' text alternatives (`altOf`
 * gives a picture's, undefined when unknown), heading levels, link words, tables' header rows,
 * paragraphs in capitals and the reading level.
 */
export function richTextAccessibility(
  path: string,
  parts: RichTextParts,
  altOf: (value: unknown, fields: Record<string, unknown>) => string | null | undefined,
): Finding[] {
  const findings: Finding[] = []
  parts.pictures.forEach(({ value, fields }, i) => {
    const caption = typeof fields.caption === 'string' ? fields.caption : undefined
    findings.push(...pictureFindings(path, altOf(value, fields), `Picture ${i + 1} in the text`, caption))
  })
  findings.push(...headingFindings(path, parts.headings))
  for (const link of parts.links) {
    const url = typeof link.fields.url === 'string' ? link.fields.url.trim() : ''
    findings.push(...linkTextFindings(path, link.text, url || undefined))
  }
  parts.tables.forEach((table, i) => findings.push(...lexicalTableFindings(path, table, i + 1)))
  for (const block of parts.blocks)
    findings.push(...capsFindings(path, block.text, block.heading ? 'A heading' : 'A paragraph'))
  findings.push(
    ...readingFindings(
      path,
      parts.blocks.filter((b) => !b.heading).map((b) => b.text),
    ),
  )
  return findings
}
