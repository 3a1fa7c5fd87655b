/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense, useState, useSyncExternalStore } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { hydrateOnUse } from './hydrate-on-use'
import styles from './hydrate-on-use.module.css'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

/** A form that says when it has hydrated and when it has been sent (through React). */
function Signup({ onSent }: { onSent: (name: string) => void }) {
  const [sent, setSent] = useState(false)
  // The server's answer while hydrating, the browser's once hydrated.
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSent(new FormData(event.currentTarget).get('name') as string)
        setSent(true)
      }}
    >
      <label>
        Name <input name="name" />
      </label>
      <button type="submit">Send</button>
      <p>{sent ? 'Sent' : 'Not sent'}</p>
      <p>{hydrated ? 'Hydrated' : 'As the server rendered it'}</p>
    </form>
  )
}

/** The island's markup as the server renders it: its root, and the component in a resolved boundary. */
function serverHtml(element: React.ReactElement) {
  return renderToString(
    <div className={styles.island}>
      <Suspense fallback={null}>{element}</Suspense>
    </div>,
  )
}

describe('hydrateOnUse', () => {
  it('rendered with no server HTML to keep (a client-side navigation to its page), shows the component at once', async () => {
    const load = jest.fn(async () => Greeting)
    const Island = hydrateOnUse(load)
    render(<Island name="Ana" />)
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument()
    expect(load).toHaveBeenCalled()
  })

  it('keeps the server HTML unhydrated until used, holds a submission made meanwhile and makes it once hydrated', async () => {
    const onSent = jest.fn()
    const Island = hydrateOnUse(async () => Signup)
    const container = document.createElement('div')
    container.innerHTML = serverHtml(<Signup onSent={onSent} />)
    document.body.append(container)
    await act(async () => {
      hydrateRoot(container, <Island onSent={onSent} />)
    })
    // Not used yet (its code may be fetched meanwhile: jsdom's page has loaded and is idle).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getByText('As the server rendered it')).toBeInTheDocument()

    // The visitor types and submits before the code is here: held, not the browser's own submission.
    const input = screen.getByLabelText('Name') as HTMLInputElement
    input.value = 'Ana'
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    act(() => {
      screen.getByRole('button', { name: 'Send' }).closest('form')!.dispatchEvent(submit)
    })
    expect(submit.defaultPrevented).toBe(true)

    // The submission counts as using it: hydrated, the component gets the held submission.
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('Ana'))
    expect(screen.getByText('Hydrated')).toBeInTheDocument()
    expect(await screen.findByText('Sent')).toBeInTheDocument()
    expect(onSent).toHaveBeenCalledTimes(1)
    container.remove()
  })

  it('a touch outside it leaves it alone; focus moving into it hydrates it', async () => {
    const Island = hydrateOnUse(async () => Signup)
    const onSent = jest.fn()
    const container = document.createElement('div')
    container.innerHTML = serverHtml(<Signup onSent={onSent} />)
    const outside = document.createElement('button')
    document.body.append(outside, container)
    await act(async () => {
      hydrateRoot(container, <Island onSent={onSent} />)
    })
    fireEvent.pointerDown(outside)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.getByText('As the server rendered it')).toBeInTheDocument()

    fireEvent.focusIn(screen.getByLabelText('Name'))
    expect(await screen.findByText('Hydrated')).toBeInTheDocument()
    // Its own handlers answer now.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Sent')).toBeInTheDocument()
    container.remove()
    outside.remove()
  })
})
