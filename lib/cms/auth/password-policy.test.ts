import { MIN_PASSWORD_LENGTH, passwordProblem } from './password-policy'

describe('passwordProblem', () => {
  it('refuses passwords shorter than the minimum', async () => {
    expect(await passwordProblem('abc')).toMatch(`at least ${MIN_PASSWORD_LENGTH}`)
    expect(await passwordProblem('x7#kQ9!vL2p')).toMatch('at least') // 11 characters
  })

  it('refuses common passwords and keyboard patterns however long', async () => {
    for (const password of ['password1234', 'qwertyuiop123', 'iloveyou12345', '123456789012']) {
      expect(await passwordProblem(password)).toMatch('too common')
    }
  })

  it("refuses a password made of the person's own e-mail or name", async () => {
    expect(await passwordProblem('marciabrown2026', ['marciabrown@example.edu', 'Marcia Brown'])).toMatch('too common')
  })

  it('accepts a long phrase of unrelated words', async () => {
    expect(await passwordProblem('tamarind kettle orbit lantern')).toBeNull()
    expect(await passwordProblem('demo-admin-password')).toBeNull()
  })
})
