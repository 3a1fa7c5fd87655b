/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SWRConfig } from 'swr'
import { SportsPanel } from './SportsPanel'

const houses = [
  { name: 'Ruby', points: 10, crest: null },
  { name: 'Emerald', points: 30, crest: null },
  { name: 'Topaz', points: 20, crest: null },
]

function renderPanel() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SportsPanel initial={houses} />
    </SWRConfig>,
  )
}

const items = () =>
  within(screen.getByRole('list', { hidden: true }))
    .getAllByRole('listitem', { hidden: true })
    .map((li) => li.textContent)

describe('SportsPanel', () => {
  let fetchMock: jest.Mock
  beforeEach(() => {
    fetchMock = jest.fn(async () => ({
      ok: true,
      json: async () => ({ houses: [{ name: 'Ruby', points: 45, crest: null }, ...houses.slice(1)] }),
    }))
    global.fetch = fetchMock as unknown as typeof fetch
  })

  it('lists houses by points, highest first, and collapses', async () => {
    renderPanel()
    const toggle = screen.getByRole('button', { name: /Sports Day results/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(items()).toEqual(['Emerald30 pts', 'Topaz20 pts', 'Ruby10 pts'])
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('list')).toBeVisible()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('fetches nothing while collapsed and the latest tally once opened', async () => {
    renderPanel()
    await new Promise((r) => setTimeout(r, 50))
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: /Sports Day results/ }))
    expect(await screen.findByText('45 pts')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/api/sports-tally')
    expect(items()).toEqual(['Ruby45 pts', 'Emerald30 pts', 'Topaz20 pts'])
  })

  it('shows nothing when there are no houses', () => {
    const { container } = render(<SportsPanel initial={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
