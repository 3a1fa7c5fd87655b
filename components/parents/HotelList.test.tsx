/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { HotelList } from './HotelList'

describe('HotelList', () => {
  it('numbers the hotels in order and gives each only the ways to reach it that it has', () => {
    render(
      <HotelList
        hotels={[
          {
            name: 'Hilltop',
            address: '1 Road',
            phone: '(876) 555-0160',
            fax: '(876) 555-0161',
            email: 'stay@hilltop.example',
            website: 'https://hilltop.example',
          },
          { name: 'Valley Inn', address: '3 Road', phone: '(876) 555-0180' },
        ]}
      />,
    )
    const [first, second] = screen.getAllByRole('listitem')
    expect(within(first).getByRole('heading', { name: 'Hilltop' })).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: /^hilltop\.example/ })).toHaveAttribute(
      'href',
      'https://hilltop.example',
    )
    expect(within(first).getByRole('link', { name: 'stay@hilltop.example' })).toHaveAttribute(
      'href',
      'mailto:stay@hilltop.example',
    )
    expect(within(first).getByText('Fax')).toBeInTheDocument()
    expect(within(second).queryByText('Fax')).toBeNull()
    expect(within(second).queryByText('Website')).toBeNull()
    expect(within(second).getByText('Phone')).toBeInTheDocument()
  })
})
