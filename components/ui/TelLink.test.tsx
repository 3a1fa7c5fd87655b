/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { TelLink } from './TelLink'

describe('TelLink', () => {
  it('dials the digits and shows the number as written', () => {
    render(<TelLink number="(876) 555-0100" />)
    expect(screen.getByRole('link', { name: '(876) 555-0100' })).toHaveAttribute('href', 'tel:8765550100')
  })
  it('may show other text', () => {
    render(<TelLink number="+1 876 555 0120">Call the front desk</TelLink>)
    expect(screen.getByRole('link', { name: 'Call the front desk' })).toHaveAttribute('href', 'tel:+18765550120')
  })
})
