/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'
import type { DirectoryEntry } from '@/lib/reads/directory'
import { DirectoryFilter, directoryStatus, MAX_SHOWN } from './DirectoryFilter'

const entry = (i: number, name = `Office ${String(i).padStart(4, '0')}`): DirectoryEntry => ({
  id: String(i),
  name,
  matters: null,
  extension: String(1000 + i),
  email: null,
})

/** A directory of 250 entries, by name: page 1 holds 0–99, page 3 holds 200–249 and the Records Office. */
const ALL = [...Array.from({ length: 249 }, (_, i) => entry(i)), entry(249, 'Records Office')]

const shownNames = () => screen.queryAllByTestId('directory-entry').map((li) => li.querySelector('h3')?.textContent)
const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: text } })

/** jsdom has no fetch: each test puts its own in place, answering with the whole directory. */
const mockFetch = () => {
  const fetchMock = jest.fn(async (_url: string) => ({ ok: true, json: async () => ({ entries: ALL }) }))
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

afterEach(() => {
  delete (global as { fetch?: unknown }).fetch
})

describe('the directory’s status line', () => {
  it('counts the whole directory, or this page’s range of it', () => {
    const base = { query: '', matches: 40, shown: 40, pageCount: 40, total: 40, offset: 0 }
    expect(directoryStatus(base)).toBe('40 offices and departments')
    expect(directoryStatus({ ...base, matches: 100, shown: 100, pageCount: 100, total: 250, offset: 100 })).toBe(
      '101–200 of 250 offices and departments',
    )
  })

  it('says how many match, and when only the first are shown', () => {
    const base = { query: ' records ', matches: 1, shown: 1, pageCount: 100, total: 250, offset: 0 }
    expect(directoryStatus(base)).toBe('1 of 250 match “records”')
    expect(directoryStatus({ ...base, matches: 0, shown: 0 })).toMatch(/^No office or department matches “records”/)
    expect(directoryStatus({ ...base, matches: 249, shown: 100 })).toBe(
      '249 of 250 match “records”; the first 100 are shown. Type more of the name to narrow them.',
    )
  })
})

describe('the directory’s search box', () => {
  it('filters the one page a short directory has, without asking for more', () => {
    const fetchSpy = mockFetch()
    render(<DirectoryFilter entries={ALL.slice(0, 40)} total={40} />)
    expect(shownNames()).toHaveLength(40)
    type('OFFICE 0003')
    expect(shownNames()).toEqual(['Office 0003'])
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('searches every entry, not only this page’s, once the directory runs past one page', async () => {
    const fetchMock = mockFetch()
    render(<DirectoryFilter entries={ALL.slice(0, 100)} total={ALL.length} allUrl="/api/directory" />)
    expect(screen.getByRole('status')).toHaveTextContent('1–100 of 250 offices and departments')
    type('records')
    // The Records Office is on page 3; found from page 1.
    expect(await screen.findByRole('heading', { name: 'Records Office' })).toBeInTheDocument()
    expect(shownNames()).toEqual(['Records Office'])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith('/api/directory')
    // A query most entries match shows the first MAX_SHOWN and says so.
    type('office')
    expect(shownNames()).toHaveLength(MAX_SHOWN)
    expect(screen.getByRole('status')).toHaveTextContent(`250 match “office”; the first ${MAX_SHOWN} are shown`)
    // Cleared, the page's own entries are back; the whole list was fetched once.
    type('')
    expect(shownNames()).toHaveLength(100)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
