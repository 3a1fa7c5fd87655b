/** CSV export of information requests for the admissions inbox. */

export const CSV_COLUMNS = [
  ['entryDate', 'Entry date'],
  ['firstName', 'First name'],
  ['middleName', 'Middle name'],
  ['lastName', 'Last name'],
  ['telephone', 'Telephone'],
  ['email', 'Email'],
  ['gender', 'Gender'],
  ['location', 'How did we meet?'],
  ['lastSchool', 'Last/current school'],
  ['grade', 'Grade'],
  ['adventist', 'Adventist'],
  ['churchConference', 'Church conference'],
  ['churchDistrict', 'Name of Church'],
  ['degreeType', 'Programme level'],
  ['programChoice', 'Certificate choice'],
  ['degreeChoice', 'Degree choice'],
  ['additionInfo', 'Additional information'],
  ['handled', 'Handled'],
  ['forwardStatus', 'Forwarding'],
] as const

/**
 * One CSV cell, always quoted (RFC 4180), so no separator a spreadsheet may split on (comma,
 * semicolon, tab) can cut it into cells of its own. Text that a spreadsheet would run as a
 * formula (starting, after any spaces, with = + - @, a tab or a CR, or their full-width forms)
 * is prefixed with an apostrophe.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)
  if (/^\s*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** The rows as CSV under the given columns (the information requests' unless told; the visit bookings have their own). */
export function toCsv(
  rows: Record<string, unknown>[],
  columns: readonly (readonly [string, string])[] = CSV_COLUMNS,
): string {
  const lines = [columns.map(([, label]) => csvCell(label)).join(',')]
  for (const row of rows) lines.push(columns.map(([key]) => csvCell(row[key])).join(','))
  // A byte-order mark so spreadsheet programs read UTF-8 names correctly.
  return '\uFEFF' + lines.join('\r\n') + '\r\n'
}
