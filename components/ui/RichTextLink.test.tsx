/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { RichTextLink } from './RichTextLink'

describe('RichTextLink', () => {
  it('leads to pages, records and other sites as the rest of the site does', () => {
    render(
      <p>
        <RichTextLink fields={{ linkType: 'custom', url: '/tuitionfees' }}>Fees</RichTextLink>
        <RichTextLink fields={{ linkType: 'custom', url: 'https://example.org/apply' }}>Apply</RichTextLink>
        <RichTextLink
          fields={{ linkType: 'internal', doc: { relationTo: 'stories', value: { id: 1, slug: 'choir-tour' } } }}
        >
          The tour
        </RichTextLink>
        <RichTextLink fields={{ linkType: 'internal', doc: { relationTo: 'stories', value: 1 } }}>
          Unresolved
        </RichTextLink>
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

  it('never writes an address that runs code or carries a document of its own', () => {
    render(
      <p>
        <RichTextLink fields={{ linkType: 'custom', url: 'javascript:alert(1)' }}>
          <span>Script</span>
        </RichTextLink>
        <RichTextLink fields={{ linkType: 'custom', url: 'data:text/html,<script>alert(1)</script>' }}>
          <span>Data</span>
        </RichTextLink>
        <RichTextLink fields={{ linkType: 'custom', url: 'VBScript:msgbox(1)', newTab: true }}>
          <span>Basic</span>
        </RichTextLink>
        <RichTextLink fields={{ linkType: 'custom', url: 'mailto:info@example.edu' }}>Write to us</RichTextLink>
      </p>,
    )
    expect(screen.queryAllByRole('link')).toHaveLength(1)
    for (const text of ['Script', 'Data', 'Basic']) expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:info@example.edu')
  })
})
