/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useCarousel, type Embla } from './useCarousel'
import { stubCarouselBrowser } from '@/components/ui/carousel-test-browser'

beforeAll(() => stubCarouselBrowser())

function Carousel({ onNext = () => undefined }: { onNext?: (embla: Embla) => void }) {
  const { setViewport, embla, start, run } = useCarousel({ loop: true })
  return (
    <div onPointerDownCapture={start}>
      <p>{embla ? `started with ${embla.slideNodes().length} slides` : 'not started'}</p>
      <div ref={setViewport} data-testid="viewport">
        <div>
          <div>One</div>
          <div>Two</div>
        </div>
      </div>
      <button type="button" onClick={() => run(onNext)}>
        Next
      </button>
    </div>
  )
}

describe('useCarousel', () => {
  it('leaves the carousel as rendered through hydration, its effects and the tasks after them', () => {
    jest.useFakeTimers()
    try {
      render(<Carousel />)
      act(() => jest.runAllTimers())
      expect(screen.getByText('not started')).toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it('starts on the event that asks for it (a first touch of the carousel)', async () => {
    render(<Carousel />)
    fireEvent.pointerDown(screen.getByText('One'))
    expect(await screen.findByText('started with 2 slides')).toBeInTheDocument()
    // That it starts within the event, so that the same swipe moves it, is the browser's to show (e2e/home.spec.ts).
  })

  it('a control used first starts the carousel, then does what it says to it', async () => {
    const onNext = jest.fn()
    render(<Carousel onNext={onNext} />)
    act(() => screen.getByRole('button', { name: 'Next' }).click())
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1))
    expect((onNext.mock.calls[0][0] as Embla).slideNodes()).toHaveLength(2)
    act(() => screen.getByRole('button', { name: 'Next' }).click())
    expect(onNext).toHaveBeenCalledTimes(2)
  })
})
