/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { ExternalLink } from './ExternalLink'

describe('ExternalLink', () => {
  it('opens a new tab without a handle on this one and says so to screen readers', () => {
    render(<ExternalLink href="https://apply.example.edu">Apply Now</ExternalLink>)
    const link = screen.getByRole('link', { name: 'Apply Now (opens in a new tab)' })
    expect(link).toHaveAttribute('href', 'https://apply.example.edu')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link.querySelector('.visually-hidden')).toHaveTextContent('(opens in a new tab)')
  })
  it('reads the context before the note, in one hidden span', () => {
    render(
      <ExternalLink href="https://jobs.example.edu/1" context=": Lecturer in Nursing" className="btn">
        View Offer
      </ExternalLink>,
    )
    const link = screen.getByRole('link', { name: /View Offer/ })
    expect(link).toHaveTextContent('View Offer: Lecturer in Nursing (opens in a new tab)')
    expect(link).toHaveClass('btn')
    expect(link.querySelectorAll('.visually-hidden')).toHaveLength(1)
  })
  it('adds no note when the visible text already says it', () => {
    render(
      <ExternalLink href="https://give.example.edu" announce={false}>
        open the giving form in a new tab
      </ExternalLink>,
    )
    const link = screen.getByRole('link', { name: 'open the giving form in a new tab' })
    expect(link.querySelector('.visually-hidden')).toBeNull()
    expect(link).toHaveAttribute('target', '_blank')
  })
})
