/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { ProgressBars } from './ProgressBars'

describe('ProgressBars', () => {
  it('sizes each bar from its currency and total', () => {
    render(
      <ProgressBars
        totals={[
          { currency: 'USD', total: 5000 },
          { currency: 'JMD', total: 2_000_000 },
        ]}
      />,
    )
    expect(screen.getByText('20,000 USD')).toBeTruthy()
    const [usd, jmd] = screen.getAllByTestId('progress-fill')
    expect(usd.style.width).toBe('25%')
    expect(jmd.style.width).toBe('100%')
  })
})
