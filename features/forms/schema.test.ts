import { toPublicForm, type PublicField } from './definition'
import { fieldErrors, FORM_MESSAGES, formSchema } from './schema'

const form = toPublicForm({
  id: 3,
  title: 'Alumni contact update',
  fields: [
    { blockType: 'message', id: 'intro' },
    { blockType: 'text', name: 'fullName', label: 'Full name', required: true },
    { blockType: 'email', name: 'email', label: 'E-mail address', required: true },
    { blockType: 'telephone', name: 'telephone', label: 'Telephone' },
    {
      blockType: 'select',
      name: 'contactBy',
      label: 'How should we contact you?',
      required: true,
      options: [
        { label: 'By e-mail', value: 'email' },
        { label: 'By post', value: 'post' },
      ],
    },
    { blockType: 'date', name: 'movedOn', label: 'Date your details changed' },
    { blockType: 'textarea', name: 'address', label: 'New postal address' },
    { blockType: 'checkbox', name: 'consent', label: 'I was a student here', required: true },
    // A kind the site does not offer is not a field of the page's form.
    { blockType: 'payment', name: 'amount', label: 'Amount' },
  ],
  confirmationType: 'message',
})

const valid = {
  fullName: 'Ana Brown',
  email: 'ana@example.com',
  telephone: '+1 (876) 555-0100',
  contactBy: 'post',
  movedOn: '2026-02-28',
  address: '12 Hope Road\nKingston 6',
  consent: true,
}

const errorsOf = (values: Record<string, unknown>, fields: PublicField[] = form.fields) => {
  const result = formSchema(fields).safeParse(values)
  return result.success ? {} : fieldErrors(result.error)
}

describe('an editor’s form: its schema', () => {
  it('keeps the fields of kinds the site offers, in order, the message blocks among them', () => {
    expect(form.fields.map((f) => (f.kind === 'message' ? `message:${f.key}` : f.name))).toEqual([
      'message:intro',
      'fullName',
      'email',
      'telephone',
      'contactBy',
      'movedOn',
      'address',
      'consent',
    ])
  })

  it('accepts valid answers, trimmed, and drops answers to no field of the form', () => {
    const result = formSchema(form.fields).safeParse({ ...valid, fullName: '  Ana Brown ', extra: 'x' })
    expect(result.success && result.data).toEqual({ ...valid, fullName: 'Ana Brown' })
  })

  it('leaves optional fields empty', () => {
    const { telephone: _t, movedOn: _m, address: _a, ...required } = valid
    expect(errorsOf(required)).toEqual({})
  })

  it('says what a required field needs in the site’s words', () => {
    expect(errorsOf({})).toEqual({
      fullName: 'Please enter your full name',
      email: 'Please enter an email address',
      contactBy: 'Please answer “How should we contact you?”',
      consent: 'Please tick “I was a student here”',
    })
    expect(errorsOf({ ...valid, fullName: '   ', consent: false })).toEqual({
      fullName: 'Please enter your full name',
      consent: 'Please tick “I was a student here”',
    })
  })

  it('checks e-mail, telephone, date and choice', () => {
    expect(errorsOf({ ...valid, email: 'ana@', telephone: '555', movedOn: '2026-02-30', contactBy: 'pigeon' })).toEqual(
      {
        email: FORM_MESSAGES.email,
        telephone: FORM_MESSAGES.telephone,
        movedOn: FORM_MESSAGES.date,
        contactBy: FORM_MESSAGES.choice,
      },
    )
  })

  it('refuses control and bidirectional characters, line breaks outside the long answer, markup and overlong text', () => {
    expect(errorsOf({ ...valid, fullName: 'Ana\u0000' })).toEqual({ fullName: FORM_MESSAGES.unusualCharacters })
    expect(errorsOf({ ...valid, fullName: 'Ana\u202Eworb' })).toEqual({ fullName: FORM_MESSAGES.unusualCharacters })
    expect(errorsOf({ ...valid, fullName: 'Ana\nBrown' })).toEqual({ fullName: FORM_MESSAGES.unusualCharacters })
    expect(errorsOf({ ...valid, address: 'line one\r\nline two' })).toEqual({})
    expect(errorsOf({ ...valid, address: '<a href="x">y</a>' })).toEqual({ address: FORM_MESSAGES.markup })
    expect(errorsOf({ ...valid, fullName: 'A'.repeat(201) })).toEqual({ fullName: FORM_MESSAGES.tooLong(200) })
  })

  it('refuses answers of the wrong type with the field’s message', () => {
    expect(errorsOf({ ...valid, fullName: 42, consent: 'yes' })).toEqual({
      fullName: 'Please enter your full name',
      consent: 'Please tick “I was a student here”',
    })
  })
})
