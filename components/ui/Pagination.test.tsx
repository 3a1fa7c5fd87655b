/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { Pagination, pageItems } from './Pagination'

const href = (page: number) => (page === 1 ? '/allfeaturestories' : `/allfeaturestories?page=${page}`)

describe('pageItems', () => {
  it('shows the first, the last, the current page and its neighbours, with an ellipsis for a run of skipped pages', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(1, 3)).toEqual([1, 2, 3])
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10])
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10])
    // One skipped page is shown rather than an ellipsis as wide as it.
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})

describe('Pagination', () => {
  it('links to the previous, numbered and next pages, the current one marked, in a named navigation landmark', () => {
    render(<Pagination label="Feature stories pages" page={5} totalPages={10} href={href} />)
    const nav = screen.getByRole('navigation', { name: 'Feature stories pages' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Previous page', '/allfeaturestories?page=4'],
      ['Page 1', '/allfeaturestories'],
      ['Page 4', '/allfeaturestories?page=4'],
      ['Page 5', '/allfeaturestories?page=5'],
      ['Page 6', '/allfeaturestories?page=6'],
      ['Page 10', '/allfeaturestories?page=10'],
      ['Next page', '/allfeaturestories?page=6'],
    ])
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page')
    expect(links.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1)
    expect(nav.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2)
    expect(nav).toHaveTextContent('…')
  })

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination label="Pages" page={1} totalPages={3} href={href} />)
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/allfeaturestories?page=2')
    rerender(<Pagination label="Pages" page={3} totalPages={3} href={href} />)
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/allfeaturestories?page=2')
  })

  it('is nothing when the list fits one page', () => {
    const { container } = render(<Pagination label="Pages" page={1} totalPages={1} href={href} />)
    expect(container).toBeEmptyDOMElement()
  })
})
