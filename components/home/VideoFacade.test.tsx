/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { VideoFacade } from './VideoFacade'

describe('VideoFacade', () => {
  it('renders no iframe until the visitor presses play', async () => {
    const { container } = render(<VideoFacade youtubeId="abc123" title="Welcome" />)
    expect(container.querySelector('iframe')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: /Play video: Welcome/ }))
    const iframe = container.querySelector('iframe')!
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123?autoplay=1')
    expect(iframe.getAttribute('title')).toBe('Welcome')
  })
})
