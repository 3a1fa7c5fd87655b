/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SWRConfig } from 'swr'
import { SportsPanel } from './SportsPanel'

describe('SportsPanel', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ houses: [] }) })) as unknown as typeof fetch
  })

  it('lists houses by points, highest first, and collapses', async () => {
    const houses = [
      { name: 'Ruby', points: 10, crest: null },
      { name: 'Emerald', points: 30, crest: null },
      { name: 'Topaz', points: 20, crest: null },
    ]
    render(
      <SWRConfig value={{ provider: () => new Map(), revalidateOnMount: false }}>
        <SportsPanel initial={houses} />
      </SWRConfig>,
    )
    const toggle = screen.getByRole('button', { name: /Sports Day results/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['Emerald30 pts', 'Topaz20 pts', 'Ruby10 pts'])
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
