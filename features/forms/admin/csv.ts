import { csvCell } from '@/features/request-information/inbox/csv'

type Row = {
  createdAt: string
  form: unknown
  subjectEmail?: string | null
  submissionData?: { field: string; value: string }[] | null
}

const formTitle = (form: unknown) =>
  form && typeof form === 'object'
    ? String((form as { title?: unknown }).title ?? (form as { id?: unknown }).id)
    : String(form ?? '')

/**
 * Form submissions as CSV: when, which form, then one column per field name in the order they
 * first appear (submissions of several forms share a column when their fields share a name).
 * Each cell goes through the request inbox's csvCell: quoted, and text a spreadsheet would run as
 * a formula prefixed with an apostrophe.
 */
export function submissionsToCsv(rows: Row[]): string {
  const fields: string[] = []
  for (const row of rows)
    for (const { field } of row.submissionData ?? []) if (!fields.includes(field)) fields.push(field)
  const lines = [['Received', 'Form', ...fields].map(csvCell).join(',')]
  for (const row of rows) {
    const answers = new Map((row.submissionData ?? []).map((a) => [a.field, a.value]))
    lines.push([row.createdAt, formTitle(row.form), ...fields.map((f) => answers.get(f))].map(csvCell).join(','))
  }
  // A byte-order mark so spreadsheet programs read UTF-8 names correctly.
  return '\uFEFF' + lines.join('\r\n') + '\r\n'
}
