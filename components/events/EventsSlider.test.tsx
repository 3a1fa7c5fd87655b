/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { EventsSlider, type SliderEvent } from './EventsSlider'
import { stubCarouselBrowser } from '@/components/ui/carousel-test-browser'

beforeAll(() => stubCarouselBrowser())

const events: SliderEvent[] = [
  {
    slug: 'open-day',
    name: 'Open Day',
    when: 'Friday, December 18, 2026 at 9:00 AM',
    location: 'Main campus',
    description: 'Tours and talks.',
    image: { src: '/api/media/file/event-1.webp', alt: 'Poster: Open Day', width: 800, height: 1000 },
  },
  {
    slug: 'concert',
    name: 'Christmas Concert',
    when: 'Sunday, December 20, 2026 at 6:00 PM',
    location: null,
    description: null,
    image: null,
  },
]

describe('EventsSlider', () => {
  it('shows an event enlarged in a dialog when its image is clicked', async () => {
    render(<EventsSlider events={events} />)
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge: Open Day' }))
    const dialog = screen.getByRole('dialog', { name: 'Open Day' })
    expect(dialog).toHaveAttribute('open')
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Poster: Open Day')
    expect(within(dialog).getByText('Friday, December 18, 2026 at 9:00 AM')).toBeInTheDocument()
    expect(within(dialog).getByText('Tours and talks.')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(dialog).not.toHaveAttribute('open')
  })

  it('can be paused and says so when there are no events', async () => {
    const { unmount } = render(<EventsSlider events={events} />)
    await userEvent.click(screen.getByRole('button', { name: 'Pause events slider' }))
    expect(screen.getByRole('button', { name: 'Play events slider' })).toBeInTheDocument()
    unmount()
    render(<EventsSlider events={[]} />)
    expect(screen.getByText(/No upcoming events/)).toBeInTheDocument()
  })
})
