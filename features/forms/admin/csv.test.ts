import { csvCell } from '@/features/request-information/inbox/csv'
import { submissionsToCsv } from './csv'

const rows = (csv: string) => csv.replace('\uFEFF', '').trimEnd().split('\r\n')

describe('submissionsToCsv', () => {
  it('writes when, which form and one column per field, in the order fields first appear', () => {
    const csv = submissionsToCsv([
      {
        createdAt: '2026-11-27T10:00:00.000Z',
        form: { id: 1, title: 'Alumni contact update' },
        submissionData: [
          { field: 'fullName', value: 'Ana Brown' },
          { field: 'email', value: 'ana@example.com' },
        ],
      },
      {
        createdAt: '2026-11-27T11:00:00.000Z',
        form: { id: 2, title: 'Reunion' },
        submissionData: [
          { field: 'email', value: 'bob@example.com' },
          { field: 'attending', value: 'Yes' },
        ],
      },
    ])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(rows(csv)).toEqual([
      '"Received","Form","fullName","email","attending"',
      '"2026-11-27T10:00:00.000Z","Alumni contact update","Ana Brown","ana@example.com",""',
      '"2026-11-27T11:00:00.000Z","Reunion","","bob@example.com","Yes"',
    ])
  })

  it('protects every cell as the request inbox does: an answer a spreadsheet would run is text', () => {
    const formula = '=HYPERLINK("https://evil.example","Click")'
    const csv = submissionsToCsv([
      {
        createdAt: '2026-11-27T10:00:00.000Z',
        form: 1,
        submissionData: [
          { field: 'fullName', value: formula },
          { field: 'note', value: '  @SUM(A1)' },
          { field: 'phone', value: '+1 876 555 0100' },
        ],
      },
    ])
    const [, line] = rows(csv)
    expect(line).toBe(
      ['2026-11-27T10:00:00.000Z', '1', formula, '  @SUM(A1)', '+1 876 555 0100'].map(csvCell).join(','),
    )
    expect(line).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`)
    expect(line).toContain(`"'  @SUM(A1)"`)
    expect(line).toContain(`"'+1 876 555 0100"`)
  })
})
