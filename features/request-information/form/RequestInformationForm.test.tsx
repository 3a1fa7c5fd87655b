/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SEEDED_CHOICES } from '../fixtures/seeded-choices'
import { RequestInformationForm } from './RequestInformationForm'

const renew = jest.fn()
jest.mock('../verification/useHumanCheck', () => ({
  useHumanCheck: () => ({
    element: null,
    status: 'verified',
    start: () => {},
    getAnswer: async () => ({ altcha: 'answer' }),
    renew,
  }),
}))

const fetchMock = jest.fn()

/** The little of a fetch Response the form reads (jsdom has no Response). */
function reply(status: number, body: unknown) {
  return { status, ok: status < 300, json: async () => body }
}

beforeAll(() => {
  // sonner and jsdom: matchMedia is not implemented.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
})

beforeEach(() => {
  fetchMock.mockReset()
  renew.mockReset()
  global.fetch = fetchMock as unknown as typeof fetch
})

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`))

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Ana')
  await user.type(field('Middle name'), 'Maria')
  await user.type(field('Last name'), 'Brown')
  await user.type(field('Telephone'), '8765551234')
  await user.type(field('Email address'), 'ana@example.com')
  await user.click(screen.getByRole('radio', { name: 'Female' }))
  await user.selectOptions(field('How did we meet?'), 'Virtual Open House')
  await user.selectOptions(field('Grade'), 'Grade 12')
  await user.type(field('Last/current school'), 'Manchester High')
  await user.selectOptions(field('Programme level'), 'Graduate')
  await user.selectOptions(screen.getByLabelText('Graduate programme'), 'Public Health')
}

describe('RequestInformationForm', () => {
  it('shows every required message beside its field on an empty submit and sends nothing', async () => {
    const user = userEvent.setup()
    render(<RequestInformationForm choices={SEEDED_CHOICES} />)
    await user.click(screen.getByRole('button', { name: 'Submit request' }))
    const expected: [string, string][] = [
      ['First name', 'Please enter your first name'],
      ['Middle name', 'Please enter your middle name'],
      ['Last name', 'Please enter your last name'],
      ['Telephone', 'Please enter your telephone no.'],
      ['Email address', 'Please enter an email address'],
      ['How did we meet?', 'Please tell us your location'],
      ['Grade', 'Please tell us what grade you are in'],
      ['Last/current school', 'Please tell us your last/current school'],
      ['Programme level', 'Please tell us the category of your academic interest'],
    ]
    for (const [label, message] of expected) {
      const control = field(label)
      await waitFor(() => expect(control).toHaveAttribute('aria-invalid', 'true'))
      expect(control).toHaveAccessibleDescription(message)
    }
    expect(
      within(screen.getByRole('group', { name: /Gender/ })).getByText('Please choose your gender'),
    ).toBeInTheDocument()
    expect(field('First name')).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('masks the telephone while typing', async () => {
    const user = userEvent.setup()
    render(<RequestInformationForm choices={SEEDED_CHOICES} />)
    const phone = field('Telephone')
    expect(phone).toHaveAttribute('placeholder', '(xxx) xxx xxxx')
    await user.type(phone, '876')
    expect(phone).toHaveValue('(876')
    await user.type(phone, '5551')
    expect(phone).toHaveValue('(876)555-1')
    await user.type(phone, '234999')
    expect(phone).toHaveValue('(876)555-1234')
    await user.type(phone, '{backspace}{backspace}{backspace}{backspace}{backspace}')
    expect(phone).toHaveValue('(876)55')
  })

  it('shows church conference and Name of Church only for Adventists, and requires them then', async () => {
    const user = userEvent.setup()
    render(<RequestInformationForm choices={SEEDED_CHOICES} />)
    expect(screen.queryByLabelText(/Church conference/)).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'Yes' }))
    expect(screen.getByLabelText(/Church conference/)).toBeInTheDocument()
    expect(screen.getByLabelText(/Name of Church/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit request' }))
    expect(await screen.findByText('Please enter your church conference')).toBeInTheDocument()
    expect(screen.getByText('Please enter your church name')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'No' }))
    expect(screen.queryByLabelText(/Church conference/)).toBeNull()
    expect(screen.queryByLabelText(/Name of Church/)).toBeNull()
  })

  it('shows exactly one programme list, under its own label, of the choices it is given for the level chosen', async () => {
    const user = userEvent.setup()
    render(<RequestInformationForm choices={SEEDED_CHOICES} />)
    const lists = () => screen.queryAllByLabelText(/^(Certificate choice|Undergraduate programme|Graduate programme)$/)
    expect(lists()).toHaveLength(0)
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent)

    await user.selectOptions(field('Programme level'), 'Certificate')
    expect(lists()).toHaveLength(1)
    expect(options('Certificate choice')).toEqual([...SEEDED_CHOICES.Certificate])

    await user.selectOptions(field('Programme level'), 'Undergraduate')
    expect(lists()).toHaveLength(1)
    expect(options('Undergraduate programme')).toEqual([...SEEDED_CHOICES.Undergraduate])

    await user.selectOptions(field('Programme level'), 'Graduate')
    expect(lists()).toHaveLength(1)
    expect(options('Graduate programme')).toEqual([...SEEDED_CHOICES.Graduate])
  })

  it('states that the person may be contacted on a messaging app', () => {
    render(<RequestInformationForm choices={SEEDED_CHOICES} />)
    expect(screen.getByText(/call or a message on a messaging app/)).toBeInTheDocument()
  })

  it('sends the request with the human answer, then clears the form and announces success', async () => {
    fetchMock.mockResolvedValue(reply(201, { ok: true }))
    const user = userEvent.setup()
    render(<RequestInformationForm choices={SEEDED_CHOICES} />)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit request' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/request-information')
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(JSON.parse(init.body)).toMatchObject({
      firstName: 'Ana',
      telephone: '(876)555-1234',
      degreeType: 'Graduate',
      degreeChoice: 'Public Health',
      programChoice: '',
      altcha: 'answer',
      website: '',
    })
    expect(
      await screen.findByText('Your request has been submitted. We will contact you in no later than 3 working days'),
    ).toBeInTheDocument()
    await waitFor(() => expect(field('First name')).toHaveValue(''))
    expect(field('Telephone')).toHaveValue('')
    expect(renew).toHaveBeenCalled()
  })

  it('keeps what was typed and shows the server messages when the request is refused', async () => {
    fetchMock.mockResolvedValue(
      reply(400, {
        error: 'Please correct the fields marked below and submit again.',
        errors: { lastSchool: 'Please remove the characters < and >' },
      }),
    )
    const user = userEvent.setup()
    render(<RequestInformationForm choices={SEEDED_CHOICES} />)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit request' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the fields marked below and submit again.',
    )
    expect(field('Last/current school')).toHaveAccessibleDescription('Please remove the characters < and >')
    expect(field('First name')).toHaveValue('Ana')
    expect(field('Telephone')).toHaveValue('(876)555-1234')
  })
})
