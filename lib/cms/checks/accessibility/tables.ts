import type { Finding } from '@/lib/cms/checks/finding'
import { finding, quote } from './rules'

/** Lexical's header state of a table cell: a bit for a row heading, one for a column heading. */
const ROW_HEADER = 1

type TableNode = { type?: string; children?: TableNode[]; headerState?: number; text?: string }

/**
 * A table in rich text (Lexical's table node) whose first row is not column headings (WCAG 1.3.1).
 * `number` counts the tables of the text, to say which.
 */
export function lexicalTableFindings(path: string, table: TableNode, number: number): Finding[] {
  const firstRow = table.children?.find((row) => row.type === 'tablerow')
  const cells = firstRow?.children?.filter((cell) => cell.type === 'tablecell') ?? []
  const headed = cells.length > 0 && cells.every((cell) => ((cell.headerState ?? 0) & ROW_HEADER) !== 0)
  return headed ? [] : [finding('table-header', path, `Table ${number} in the text has no header row.`)]
}

/** A table block whose row of column headings holds no words. */
export function headerRowFindings(path: string, caption: string | undefined, headings: readonly string[]): Finding[] {
  if (headings.some((h) => h.trim())) return []
  return [finding('table-header', path, `The table${caption?.trim() ? ` ${quote(caption)}` : ''} has no header row.`)]
}
