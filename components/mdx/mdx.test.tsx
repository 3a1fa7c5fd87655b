/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DataTable } from './DataTable'
import { LinkCards } from './LinkCards'
import { TabItem, TabSet } from './MdxTabs'
import { Notice } from './Notice'

describe('MDX components', () => {
  it('TabSet turns its TabItems into keyboard-operable tabs with server-rendered panels', async () => {
    const user = userEvent.setup()
    render(
      <TabSet label="Procedures">
        {'\n'}
        <TabItem label="Registration">
          <p>Register online.</p>
        </TabItem>
        <TabItem label="Payments">
          <p>Pay at the cashier.</p>
        </TabItem>
      </TabSet>,
    )
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Registration', 'Payments'])
    expect(screen.getByRole('tabpanel', { name: 'Registration' })).toHaveTextContent('Register online.')
    tabs[0].focus()
    await user.keyboard('{ArrowRight}')
    expect(tabs[1]).toHaveFocus()
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Payments' })).toHaveTextContent('Pay at the cashier.')
  })

  it('DataTable has a caption, column headers and row headers', () => {
    render(
      <DataTable
        caption="Refunds"
        columns={['Period', { label: 'Refund', numeric: true }]}
        rows={[['Up to two weeks', '90%']]}
      />,
    )
    const table = screen.getByRole('table', { name: 'Refunds' })
    expect(table).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Up to two weeks' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Refund' })).toBeInTheDocument()
  })

  it('Notice shows its date as a deadline (weekday, month, day, year) with a machine-readable time', () => {
    render(
      <Notice title="Grants" date="2022-04-30" dateLabel="Deadline">
        Apply now.
      </Notice>,
    )
    const notice = screen.getByRole('complementary', { name: 'Grants' })
    expect(notice).toHaveTextContent('Deadline: Saturday, April 30, 2022')
    expect(notice.querySelector('time')).toHaveAttribute('dateTime', '2022-04-30')
  })

  it('LinkCards opens external links in a new tab and says so', () => {
    render(
      <LinkCards
        cards={[
          { title: 'Fees', href: '/tuitionfees' },
          { title: 'Apply', href: 'https://apply.example.edu' },
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: 'Fees' })).not.toHaveAttribute('target')
    const external = screen.getByRole('link', { name: /Apply.*opens in a new tab/ })
    expect(external).toHaveAttribute('target', '_blank')
  })
})
