import { finding, quote, RULES } from './rules'

describe('the rules', () => {
  it('each explain their fix in one sentence', () => {
    for (const [id, rule] of Object.entries(RULES)) {
      // One sentence: one full stop, at the end (none inside, abbreviations aside).
      expect([id, rule.fix.replace(/e\.g\./g, 'eg').match(/[.!?](\s|$)/g)]).toEqual([id, ['.']])
      expect(rule.fix).toMatch(/^[A-Z]/)
    }
  })

  it('make a finding of the problem followed by the fix, with the rule’s severity', () => {
    expect(finding('link-vague', 'content', 'The link text “here” does not say where it leads.')).toEqual({
      path: 'content',
      severity: 'error',
      kind: 'link-text',
      message: `The link text “here” does not say where it leads. ${RULES['link-vague'].fix}`,
    })
    expect(finding('reading-level', 'content', 'Hard.').severity).toBe('warning')
  })

  it('quote an editor’s words, shortened', () => {
    expect(quote('  Our   news ')).toBe('“Our news”')
    expect(quote('a'.repeat(100), 10)).toBe(`“${'a'.repeat(9)}…”`)
  })
})
