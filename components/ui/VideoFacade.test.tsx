/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { VideoFacade } from './VideoFacade'

describe('VideoFacade', () => {
  it('renders no iframe until the visitor presses play', async () => {
    const { container } = render(<VideoFacade youtubeId="abc123" title="Welcome" variant="feature" />)
    expect(container.querySelector('iframe')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: /Play video: Welcome/ }))
    const iframe = container.querySelector('iframe')!
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123?autoplay=1')
    expect(iframe.getAttribute('title')).toBe('Welcome')
  })

  it('inside page text: shows the title and a note, then embeds the privacy-enhanced player', async () => {
    const { container } = render(<VideoFacade youtubeId="xyz 789" title="Welcome to the university" />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText('The video loads from YouTube when you press play.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /Play video/ }))
    expect(container.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/xyz%20789?autoplay=1&rel=0',
    )
  })

  it('without a video id, names the video to come and offers nothing to press', () => {
    const { container } = render(<VideoFacade youtubeId="" title="Welcome" />)
    expect(screen.getByTestId('video-placeholder')).toHaveTextContent('Video to come: Welcome')
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('renders nothing with neither a video id nor a title', () => {
    const { container } = render(<VideoFacade youtubeId="" title="" />)
    expect(container).toBeEmptyDOMElement()
  })
})
