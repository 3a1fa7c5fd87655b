/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import type { SiteSettings } from '@/lib/reads/settings'
import { LifeTiles } from './LifeTiles'

describe('LifeTiles', () => {
  it('links the internal tiles to the spec’s pages and the virtual tour to the settings link', () => {
    const settings = { links: { virtualTour: 'https://tour.example.edu' } } as unknown as SiteSettings
    render(<LifeTiles settings={settings} />)
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href')
    expect(href(/Undergraduate Research/)).toBe('/academiccalendar')
    expect(href(/Gym & Lounge/)).toBe('/eventscalendar')
    expect(href(/Student Aid/)).toBe('/allfeaturestories')
    expect(href(/Schedule a Visit/)).toBe('/arrangevisit')
    expect(href(/Living on Campus/)).toBe('/campusliving')
    const tour = screen.getByRole('link', { name: /Virtual Tour/ })
    expect(tour).toHaveAttribute('href', 'https://tour.example.edu')
    expect(tour).toHaveAttribute('target', '_blank')
    expect(screen.getAllByRole('link')).toHaveLength(6)
  })
})
