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
  })

  it('once its code has loaded (fetched when the browser is idle after the load), a first touch starts it within the touch itself', async () => {
    const first = render(<Carousel />)
    fireEvent.pointerDown(screen.getByText('One'))
    await screen.findByText('started with 2 slides')
    first.unmount()

    render(<Carousel />)
    const viewport = screen.getByTestId('viewport')
    fireEvent.pointerDown(screen.getByText('One'))
    // Embla marks a started viewport's track before the event is over: this swipe moves it.
    expect(viewport.firstElementChild).toHaveStyle({ transform: 'translate3d(0px,0px,0px)' })
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

  it('an autoplay advance due while the carousel is not rendered starts it only when it comes on screen, without that advance', async () => {
    let onScreen: IntersectionObserverCallback = () => undefined
    const observed: Element[] = []
    const Observer = class {
      constructor(callback: IntersectionObserverCallback) {
        onScreen = callback
      }
      observe(node: Element) {
        observed.push(node)
      }
      unobserve() {}
      disconnect() {}
    }
    const RealObserver = window.IntersectionObserver
    Object.assign(window, { IntersectionObserver: Observer })
    // jsdom renders nothing and has no checkVisibility: the browser's answer is played here (what
    // content-visibility: auto skips counts as not rendered only when asked about it).
    const drawn = { now: false }
    Object.assign(HTMLElement.prototype, {
      checkVisibility: (options?: { contentVisibilityAuto?: boolean }) => !options?.contentVisibilityAuto || drawn.now,
    })
    try {
      const onNext = jest.fn()
      render(<Carousel onNext={onNext} />)
      // (The button stands in for autoplay, whose first advance comes due.)
      act(() => screen.getByRole('button', { name: 'Next' }).click())
      expect(screen.getByText('not started')).toBeInTheDocument()
      expect(observed).toEqual([screen.getByTestId('viewport')])
      // The carousel comes on screen: it starts, and autoplay takes it from there.
      drawn.now = true
      act(() => onScreen([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
      expect(await screen.findByText('started with 2 slides')).toBeInTheDocument()
      expect(onNext).not.toHaveBeenCalled()
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).checkVisibility
      Object.assign(window, { IntersectionObserver: RealObserver })
    }
  })
})
