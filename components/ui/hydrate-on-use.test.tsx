/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { hydrateOnUse } from './hydrate-on-use'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

// Hydration on first use, with the server's HTML kept until then, is the browser's to show
// (e2e/request-information.spec.ts, e2e/calendars.spec.ts).
describe('hydrateOnUse', () => {
  it('rendered with no server HTML to keep (a client-side navigation to its page), shows the component at once', async () => {
    const load = jest.fn(async () => Greeting)
    const Island = hydrateOnUse(load)
    render(<Island name="Ana" />)
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument()
    expect(load).toHaveBeenCalled()
  })
})
