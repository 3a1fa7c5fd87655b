/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import { useCarousel } from './useCarousel'
import { stubCarouselBrowser } from '@/components/ui/carousel-test-browser'

beforeAll(() => stubCarouselBrowser())

function Carousel() {
  const [ref, embla] = useCarousel({ loop: true })
  return (
    <div>
      <p>
        {embla ? `started on slide ${embla.selectedScrollSnap() + 1} of ${embla.slideNodes().length}` : 'not started'}
      </p>
      <div ref={ref}>
        <div>
          <div>One</div>
          <div>Two</div>
        </div>
      </div>
    </div>
  )
}

describe('useCarousel', () => {
  it('leaves the carousel as rendered through hydration and its effects, and starts it in a later task', async () => {
    jest.useFakeTimers()
    try {
      render(<Carousel />)
      // Mounted, effects run: not started yet.
      expect(screen.getByText('not started')).toBeInTheDocument()
      act(() => jest.runOnlyPendingTimers())
      expect(screen.getByText('started on slide 1 of 2')).toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it('starts nothing for a carousel gone before its turn', () => {
    jest.useFakeTimers()
    try {
      const { unmount } = render(<Carousel />)
      expect(jest.getTimerCount()).toBe(1)
      unmount()
      expect(jest.getTimerCount()).toBe(0)
    } finally {
      jest.useRealTimers()
    }
  })
})
