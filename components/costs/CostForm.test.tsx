/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'
import { DEFAULT_CHOICES } from '@/lib/costs/choices'
import { CostForm } from './CostForm'

const replace = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }))

const PROGRAMMES = [
  { slug: 'nursing', name: 'Nursing', kind: 'undergraduate' as const, level: "Bachelor's" },
  { slug: 'public-health-graduate', name: 'Public Health', kind: 'graduate' as const, level: "Master's" },
]

beforeEach(() => replace.mockClear())

describe('the cost form', () => {
  it('is a GET form to /costs holding every choice, with a button that works without JavaScript', () => {
    render(<CostForm choices={{ ...DEFAULT_CHOICES, programme: 'nursing', onCampus: true }} programmes={PROGRAMMES} />)
    const form = screen.getByRole('form', { name: 'Your choices' })
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/costs')
    expect(screen.getByLabelText('Programme')).toHaveValue('nursing')
    expect(screen.getByLabelText('I will live on campus')).toBeChecked()
    expect(screen.getByRole('button', { name: 'Show the estimate' })).toHaveAttribute('type', 'submit')
  })

  it('updates the estimate’s address as the visitor chooses', () => {
    render(<CostForm choices={{ ...DEFAULT_CHOICES, programme: 'nursing' }} programmes={PROGRAMMES} />)
    fireEvent.change(screen.getByLabelText('Where you live'), { target: { value: 'international' } })
    expect(replace).toHaveBeenLastCalledWith(
      '/costs?programme=nursing&residency=international&stage=new&credits=12&children=1&subjects=0',
      { scroll: false },
    )
    fireEvent.click(screen.getByLabelText('I will live on campus'))
    expect(replace).toHaveBeenLastCalledWith(expect.stringContaining('onCampus=1'), { scroll: false })
  })

  it('waits while a number is out of range instead of asking for a wrong estimate', () => {
    render(<CostForm choices={{ ...DEFAULT_CHOICES, programme: 'nursing' }} programmes={PROGRAMMES} />)
    fireEvent.change(screen.getByLabelText('Credits a semester'), { target: { value: '99' } })
    expect(replace).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('Credits a semester'), { target: { value: '6' } })
    expect(replace).toHaveBeenLastCalledWith(expect.stringContaining('credits=6'), { scroll: false })
  })
})
