/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { UndergradRow } from './items'
import { UndergradList } from './UndergradList'

const row = (slug: string, name: string, departmentCode = 'NUR'): UndergradRow => ({
  slug,
  name,
  url: `/undergrad?degree=${slug}`,
  levels: { associateScience: false, associateArts: false, bachelorScience: true, bachelorArts: false },
  departmentCode,
})

const ROWS = [
  row('nursing', 'Nursing'),
  row('accounting', 'Accounting', 'BUS'),
  row('nutrition', 'Nutrition and Dietetics'),
]

/** The grid as the server renders it: one card per programme, marked with its slug. */
const serverGrid = (
  <ul data-testid="programme-grid">
    {ROWS.map((r) => (
      <li key={r.slug} data-programme={r.slug}>
        <h2>{r.name}</h2>
      </li>
    ))}
  </ul>
)

const card = (name: string) => screen.getByRole('heading', { name, hidden: true }).closest('li')!
const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search programmes by name' }), { target: { value: text } })

describe('UndergradList', () => {
  it('shows every server-rendered card until a name is typed, then only the matching ones', () => {
    render(<UndergradList rows={ROWS}>{serverGrid}</UndergradList>)
    for (const r of ROWS) expect(card(r.name)).toBeVisible()
    expect(screen.getByText('3 of 3 programmes shown')).toBeInTheDocument()

    search('nu')
    expect(card('Nursing')).toBeVisible()
    expect(card('Nutrition and Dietetics')).toBeVisible()
    expect(card('Accounting')).not.toBeVisible()
    expect(screen.getByText('2 of 3 programmes shown')).toBeInTheDocument()

    search('')
    expect(card('Accounting')).toBeVisible()
  })

  it('says so when no name matches, with no grid left showing', () => {
    render(<UndergradList rows={ROWS}>{serverGrid}</UndergradList>)
    search('astronomy')
    expect(screen.getByText('No programme matches “astronomy”. Try another name.')).toBeInTheDocument()
    expect(screen.getByTestId('programme-grid')).not.toBeVisible()
  })

  it('turns into a table of the same programmes, filtered alike, and back into the grid', () => {
    render(<UndergradList rows={ROWS}>{serverGrid}</UndergradList>)
    search('nurs')
    fireEvent.click(screen.getByRole('button', { name: 'Table' }))
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('programme-grid')).not.toBeVisible()
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Nursing'])
    expect(within(table).getByRole('link', { name: 'Nursing' })).toHaveAttribute('href', '/undergrad?degree=nursing')

    fireEvent.click(screen.getByRole('button', { name: 'Grid' }))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(card('Nursing')).toBeVisible()
    expect(card('Accounting')).not.toBeVisible()
  })
})
