/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { SmartLink } from './SmartLink'

describe('SmartLink', () => {
  it('links to a page of the site in the same tab', () => {
    render(
      <SmartLink href="/tuitionfees" className="btn">
        Tuition and fees
      </SmartLink>,
    )
    const link = screen.getByRole('link', { name: 'Tuition and fees' })
    expect(link).toHaveAttribute('href', '/tuitionfees')
    expect(link).not.toHaveAttribute('target')
    expect(link).toHaveClass('btn')
  })

  it('opens another site in a new tab and says so', () => {
    render(<SmartLink href="https://apply.example.edu">Apply</SmartLink>)
    const link = screen.getByRole('link', { name: 'Apply (opens in a new tab)' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('tells content given as a function which way the link goes', () => {
    const content = (external: boolean) => (external ? 'away' : 'here')
    render(
      <>
        <SmartLink href="https://media.example.edu">{content}</SmartLink>
        <SmartLink href="mailto:info@example.edu">{content}</SmartLink>
      </>,
    )
    expect(screen.getByRole('link', { name: /^away/ })).toHaveAttribute('href', 'https://media.example.edu')
    expect(screen.getByRole('link', { name: 'here' })).toHaveAttribute('href', 'mailto:info@example.edu')
  })
})
