/** @jest-environment jsdom */
import { Component, type ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { NotFoundStatusBoundary } from './NotFoundStatusBoundary'

/** What a route's notFound() becomes in the browser: an error carrying Next's 404 digest. */
function Throws({ digest }: { digest: string }): never {
  throw Object.assign(new Error('thrown'), { digest })
}

class Outer extends Component<{ children: ReactNode }, { caught: string | null }> {
  state = { caught: null as string | null }
  static getDerivedStateFromError(error: { digest?: string }) {
    return { caught: error.digest ?? 'no digest' }
  }
  render() {
    return this.state.caught ? <p>outer caught {this.state.caught}</p> : this.props.children
  }
}

describe('NotFoundStatusBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('holds the 404 status error: the page around it stays as it is', () => {
    render(
      <Outer>
        <h1>How did we get here</h1>
        <NotFoundStatusBoundary>
          <Throws digest="NEXT_HTTP_ERROR_FALLBACK;404" />
        </NotFoundStatusBoundary>
      </Outer>,
    )
    expect(screen.getByRole('heading', { name: 'How did we get here' })).toBeInTheDocument()
    expect(screen.queryByText(/outer caught/)).not.toBeInTheDocument()
  })

  it('passes any other error on to the boundaries above', () => {
    render(
      <Outer>
        <NotFoundStatusBoundary>
          <Throws digest="NEXT_HTTP_ERROR_FALLBACK;403" />
        </NotFoundStatusBoundary>
      </Outer>,
    )
    expect(screen.getByText('outer caught NEXT_HTTP_ERROR_FALLBACK;403')).toBeInTheDocument()
  })
})
