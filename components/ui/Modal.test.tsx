/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'
import { Modal } from './Modal'

describe('Modal', () => {
  it('takes the visitor closing a dialog the HTML showed open, before anything decided it, for a close', () => {
    const onClose = jest.fn()
    render(
      <Modal open={undefined} openInHtml onClose={onClose} title="This website uses cookies">
        <p>Text</p>
      </Modal>,
    )
    const dialog = screen.getByText('Text').closest('dialog')!
    expect(dialog).toHaveAttribute('open')
    // Escape: the browser closes the dialog, then fires its close event.
    dialog.removeAttribute('open')
    fireEvent(dialog, new Event('close'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('does not report a closed dialog closing again', () => {
    const onClose = jest.fn()
    render(
      <Modal open={false} onClose={onClose} title="Event">
        <p>Text</p>
      </Modal>,
    )
    fireEvent(screen.getByText('Text').closest('dialog')!, new Event('close'))
    expect(onClose).not.toHaveBeenCalled()
  })
})
