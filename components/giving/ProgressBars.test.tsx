/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { ProgressBars } from './ProgressBars'

const campaign = (totals: { currency: string; total: number; goal: number }[]) => ({
  name: 'Library wing',
  slug: 'library-wing',
  totals,
})

describe('ProgressBars', () => {
  it("sizes each bar against the campaign's own goal in its currency, and says that goal", () => {
    render(
      <ProgressBars
        campaign={campaign([
          { currency: 'USD', total: 5000, goal: 40_000 },
          { currency: 'JMD', total: 2_000_000, goal: 1_000_000 },
        ])}
      />,
    )
    expect(screen.getByText('40,000 USD and 1,000,000 JMD')).toBeTruthy()
    expect(screen.getByText(/of 40,000 USD/)).toBeTruthy()
    const [usd, jmd] = screen.getAllByTestId('progress-fill')
    expect(usd.style.width).toBe('12.5%')
    expect(jmd.style.width).toBe('100%')
    expect(screen.getAllByRole('progressbar')[0].getAttribute('aria-valuetext')).toBe('5,000 USD of 40,000 USD (13%)')
  })
  it('shows nothing for a campaign that is not there or has no amounts', () => {
    const { container } = render(<ProgressBars campaign={null} />)
    expect(container.innerHTML).toBe('')
    render(<ProgressBars campaign={campaign([])} />)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
