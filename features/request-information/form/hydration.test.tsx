/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { SEEDED_CHOICES } from '../fixtures/seeded-choices'
import { RequestInformationForm } from './RequestInformationForm'

jest.mock('../verification/useHumanCheck', () => ({
  useHumanCheck: () => ({
    element: null,
    status: 'idle',
    start: () => {},
    getAnswer: async () => null,
    renew: () => {},
  }),
}))

// The island (./RequestInformationFormIsland) hydrates the form when the visitor first uses it.
describe('the form hydrated after the visitor started on it', () => {
  it('takes over what was typed and chosen on the server-rendered form', async () => {
    const form = <RequestInformationForm choices={SEEDED_CHOICES} />
    const container = document.createElement('div')
    container.innerHTML = renderToString(form)
    document.body.append(container)
    const level = container.querySelector<HTMLSelectElement>('select[name="degreeType"]')!
    level.value = 'Certificate'
    const first = container.querySelector<HTMLInputElement>('input[name="firstName"]')!
    first.value = 'Ana'
    const phone = container.querySelector<HTMLInputElement>('input[type="tel"]')!
    phone.value = '8765550199'
    container.querySelector<HTMLInputElement>('input[name="adventist"][value="yes"]')!.checked = true

    await act(async () => {
      hydrateRoot(container, form)
    })
    // What depends on a choice follows it: the level's list, the church fields.
    expect(await screen.findByLabelText('Certificate choice')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Church conference/)).toBeInTheDocument()
    expect(first.value).toBe('Ana')
    expect(phone.value).toBe('(876)555-0199')
  })
})
