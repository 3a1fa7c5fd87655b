import type { ResolverOptions } from 'react-hook-form'
import type { RequestInformation, RequestInformationInput } from '../schema/request-information'
import { EMPTY_REQUEST } from '../fields/empty-request'
import { SEEDED_CHOICES } from '../fixtures/seeded-choices'

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<RequestInformationInput>

describe('requestResolver', () => {
  afterEach(() => jest.resetModules())

  it('checks the form with the schema once its code has loaded', async () => {
    const { requestResolver } = await import('./request-resolver')
    const result = await requestResolver({ ...EMPTY_REQUEST, firstName: '  ' }, SEEDED_CHOICES, options)
    expect(result.errors.firstName?.message).toBe('Please enter your first name')
    expect(result.errors.degreeType?.message).toBe('Please tell us the category of your academic interest')
  })

  it('lets the request through to the server, which validates it, when the code cannot be downloaded; and tries again next time', async () => {
    let fail = true
    jest.doMock('../schema/request-information', () => {
      if (fail) throw new Error('ChunkLoadError')
      return jest.requireActual('../schema/request-information')
    })
    const { requestResolver } = await import('./request-resolver')
    const typed = { ...EMPTY_REQUEST, firstName: 'Ana' }
    const result = await requestResolver(typed, SEEDED_CHOICES, options)
    expect(result.errors).toEqual({})
    expect(result.values as RequestInformation).toEqual(typed)

    fail = false
    const again = await requestResolver(typed, SEEDED_CHOICES, options)
    expect(again.errors.lastName?.message).toBe('Please enter your last name')
  })

  it('checks a programme choice against the lists in the form’s context', async () => {
    const { requestResolver } = await import('./request-resolver')
    const typed = { ...EMPTY_REQUEST, degreeType: 'Graduate', degreeChoice: 'Marine Biology' }
    const refused = await requestResolver(typed, SEEDED_CHOICES, options)
    expect(refused.errors.degreeChoice?.message).toBe('Please choose a programme from the list')
    const given = { ...SEEDED_CHOICES, Graduate: ['Marine Biology'] }
    expect((await requestResolver(typed, given, options)).errors.degreeChoice).toBeUndefined()
  })
})
