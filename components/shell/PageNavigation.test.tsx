/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'
import { PageLink } from '@/components/ui/PageLink'
import { PageNavigation } from './PageNavigation'

const push = jest.fn()
const prefetch = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }))

function page(extra?: React.ReactNode) {
  return render(
    <>
      <PageNavigation />
      <PageLink href="/undergrad?degree=nursing">Nursing</PageLink>
      <PageLink href="/api/documents/file/fees.pdf">Fees (PDF)</PageLink>
      <a href="/compare">Compare (a plain link)</a>
      {extra}
    </>,
  )
}

/** Clicks a link as a mouse does; whether the browser would follow it itself. */
function click(name: string, init: MouseEventInit = {}) {
  return fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init })
}

beforeEach(() => {
  push.mockClear()
  prefetch.mockClear()
})

describe('PageNavigation', () => {
  it('shows a page link’s page through the router, and the browser does not load it', () => {
    page()
    expect(click('Nursing')).toBe(false)
    expect(push).toHaveBeenCalledWith('/undergrad?degree=nursing')
  })

  it('leaves files, unmarked links, new tabs and modified clicks to the browser', () => {
    page(
      <>
        <PageLink href="/privacy" target="_blank">
          Privacy in a new tab
        </PageLink>
        <PageLink href="/giving" download>
          Giving, saved
        </PageLink>
      </>,
    )
    expect(click('Fees (PDF)')).toBe(true)
    expect(click('Compare (a plain link)')).toBe(true)
    expect(click('Privacy in a new tab')).toBe(true)
    expect(click('Giving, saved')).toBe(true)
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      expect(click('Nursing', { [modifier]: true })).toBe(true)
    expect(click('Nursing', { button: 1 })).toBe(true)
    expect(push).not.toHaveBeenCalled()
  })

  it('leaves a link alone that the page followed itself', () => {
    page(
      <PageLink href="/undergrad?page=2" onClick={(event) => event.preventDefault()}>
        Next page
      </PageLink>,
    )
    click('Next page')
    expect(push).not.toHaveBeenCalled()
  })

  it('leaves a jump within the page to the browser', () => {
    window.history.replaceState(null, '', '/tuitionfees')
    page(<PageLink href="/tuitionfees#refunds">Refunds</PageLink>)
    expect(click('Refunds')).toBe(true)
    expect(push).not.toHaveBeenCalled()
  })

  it('fetches a page ahead once its link is pointed at or focused, once, and no page the browser would fetch itself', () => {
    page(
      <>
        <PageLink href="/privacy">Privacy</PageLink>
        <PageLink href="/giving#appeals" target="_blank">
          Giving in a new tab
        </PageLink>
      </>,
    )
    expect(prefetch).not.toHaveBeenCalled()
    fireEvent.pointerOver(screen.getByText('Nursing'))
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Nursing' }))
    expect(prefetch.mock.calls).toEqual([['/undergrad?degree=nursing']])
    fireEvent.focusIn(screen.getByRole('link', { name: 'Privacy' }))
    expect(prefetch).toHaveBeenLastCalledWith('/privacy')
    prefetch.mockClear()
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Fees (PDF)' }))
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Compare (a plain link)' }))
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Giving in a new tab' }))
    expect(prefetch).not.toHaveBeenCalled()
  })
})
