/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'
import PageError from '@/app/(site)/error'
import GlobalError from '@/app/global-error'

describe('error pages', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('says what happened, offers a retry and the way on, without showing the error itself', () => {
    const reset = jest.fn()
    render(
      <PageError error={Object.assign(new Error('connect ECONNREFUSED 10.0.0.5'), { digest: 'abc' })} reset={reset} />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reset).toHaveBeenCalledTimes(1)
    const nav = screen.getByRole('navigation', { name: 'Other pages' })
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Home page' }))
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactus')
    expect(screen.getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/keywordsearch')
    expect(document.title).toBe('Something went wrong on our side')
    expect(document.body.textContent).not.toContain('ECONNREFUSED')
  })

  it('names the failed request for support once, when its answer left the id, and clears it', async () => {
    document.cookie = 'error-ref=3f1c2a9e-5b7d-4c1e-9a2f-0d6b8e4c7a11; Path=/'
    const { unmount } = render(<PageError error={new Error('boom')} reset={jest.fn()} />)
    expect(await screen.findByText('3f1c2a9e-5b7d-4c1e-9a2f-0d6b8e4c7a11')).toBeInTheDocument()
    expect(screen.getByText(/Reference for support/)).toBeInTheDocument()
    expect(document.cookie).not.toContain('error-ref')
    unmount()
    render(<GlobalError error={new Error('again')} reset={jest.fn()} />)
    expect(screen.queryByText(/Reference for support/)).toBeNull()
  })

  it('still names the university and leads home when even the shell failed', () => {
    const reset = jest.fn()
    render(<GlobalError error={new Error('layout failed')} reset={reset} />)
    expect(screen.getByRole('link', { name: 'Northern Caribbean University' })).toHaveAttribute('href', '/')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(reset).toHaveBeenCalledTimes(1)
  })
})
