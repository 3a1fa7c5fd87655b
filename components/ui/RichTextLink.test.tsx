/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { RichTextLink } from './RichTextLink'

describe('RichTextLink', () => {
  it('leads to pages, records and other sites as the rest of the site does', () => {
    render(
      <p>
        <RichTextLink fields={{ linkType: 'custom', url: '/tuitionfees' }}>Fees</RichTextLink>
        <RichTextLink fields={{ linkType: 'custom', url: 'https://example.org/apply' }}>Apply</RichTextLink>
        <RichTextLink fields={{ linkType: 'internal', doc: { relationTo: 'stories', value: { id: 1, slug: 'choir-tour' } } }}>The tour</RichTextLink>
        <RichTextLink fields={{ linkType: 'internal', doc: { relationTo: 'stories', value: 1 } }}>Unresolved</RichTextLink>
      </p>,
    )
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/tuitionfees')
    const external = screen.getByRole('link', { name: /Apply/ })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'The tour' })).toHaveAttribute('href', '/featurestory?article=choir-tour')
    // A record the read did not populate is shown as text, never as a link to '#'.
    expect(screen.queryByRole('link', { name: 'Unresolved' })).toBeNull()
    expect(screen.getByText('Unresolved')).toBeInTheDocument()
  })
})
