import type { ResolverOptions } from 'react-hook-form'
import type { RequestInformation, RequestInformationInput } from '../schema/request-information'
import { EMPTY_REQUEST } from '../fields/empty-request'

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<RequestInformationInput>

describe('requestResolver', () => {
  afterEach(() => jest.resetModules())

  it('checks the form with the schema once its code has loaded', async () => {
    const { requestResolver } = await import('./request-resolver')
    const result = await requestResolver({ ...EMPTY_REQUEST, firstName: '  ' }, undefined, options)
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
    const result = await requestResolver(typed, undefined, options)
    expect(result.errors).toEqual({})
    expect(result.values as RequestInformation).toEqual(typed)

    fail = false
    const again = await requestResolver(typed, undefined, options)
    expect(again.errors.lastName?.message).toBe('Please enter your last name')
  })
})
