/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BannerCarousel, type BannerSlide } from './BannerCarousel'
import { stubCarouselBrowser } from '@/components/ui/carousel-test-browser'

const stubBrowser = (reducedMotion: boolean) => stubCarouselBrowser({ reducedMotion })

const image = (n: number) => ({ src: `/api/media/file/banner-${n}.webp`, alt: `Banner ${n}`, width: 1500, height: 500 })
const slides: BannerSlide[] = [
  { id: '1', title: 'Apply', clickUrl: 'https://apply.example.edu', image: image(1) },
  { id: '2', title: 'Welcome', clickUrl: null, image: image(2) },
]

describe('BannerCarousel', () => {
  it('links a slide with a click URL in a new tab and leaves one without as a plain image', () => {
    stubBrowser(false)
    render(<BannerCarousel slides={slides} />)
    const [linked, plain] = screen.getAllByTestId('banner-slide')
    const link = linked.querySelector('a')!
    expect(link).toHaveAttribute('href', 'https://apply.example.edu')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(plain.querySelector('a')).toBeNull()
    expect(plain.querySelector('img')).toHaveAttribute('alt', 'Banner 2')
  })

  it('has a keyboard-operable pause control', async () => {
    stubBrowser(false)
    render(<BannerCarousel slides={slides} />)
    const toggle = screen.getByTestId('banner-toggle')
    expect(toggle).toHaveAccessibleName('Pause slideshow')
    act(() => toggle.focus())
    await userEvent.keyboard('{Enter}')
    expect(toggle).toHaveAccessibleName('Play slideshow')
  })

  it('does not autoplay under reduced motion', () => {
    stubBrowser(true)
    render(<BannerCarousel slides={slides} />)
    expect(screen.getByTestId('banner-toggle')).toHaveAccessibleName('Play slideshow')
  })

  it('renders nothing without slides', () => {
    stubBrowser(false)
    const { container } = render(<BannerCarousel slides={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
