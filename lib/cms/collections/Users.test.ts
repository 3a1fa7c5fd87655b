jest.mock('payload', () => ({ APIError: class extends Error {}, ValidationError: class extends Error {} }))

/** The Users collection as it is configured under a given public origin. */
function usersUnder(origin: string) {
  let users: typeof import('./Users').Users | undefined
  jest.isolateModules(() => {
    const { setConfigEnvironment } = jest.requireActual(
      '@/lib/config/environment.mjs',
    ) as typeof import('@/lib/config/environment.mjs')
    setConfigEnvironment({ NEXT_PUBLIC_SERVER_URL: origin })
    users = (jest.requireActual('./Users') as typeof import('./Users')).Users
  })
  return users!
}

describe('Users', () => {
  it('marks the session cookie Secure when the site is served over HTTPS', () => {
    const auth = usersUnder('https://www.example.edu').auth
    expect(typeof auth === 'object' && auth.cookies?.secure).toBe(true)
  })

  it('leaves it usable over plain HTTP on a developer machine', () => {
    const auth = usersUnder('http://localhost:3000').auth
    expect(typeof auth === 'object' && auth.cookies?.secure).toBe(false)
  })

  it('lets only administrators unlock accounts', () => {
    const unlock = usersUnder('http://localhost:3000').access?.unlock
    const req = (roles: string[]) => ({ req: { user: { roles } } }) as never
    expect(unlock?.(req(['admin']))).toBe(true)
    expect(unlock?.(req(['editor']))).toBe(false)
    expect(unlock?.(req(['admissions']))).toBe(false)
  })
})
