import { contentSecurityPolicy, documentSecurityHeaders, imageContentSecurityPolicy, previewFrameHeaders, securityHeaders } from './security-headers'

describe('security headers', () => {
  const byKey = (env: NodeJS.ProcessEnv) => Object.fromEntries(securityHeaders(env).map((h) => [h.key, h.value]))

  it('sends the headers DESIGN.md names', () => {
    const headers = byKey({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })

  it('locks down the content security policy', () => {
    const csp = contentSecurityPolicy()
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "default-src 'self'"]) {
      expect(csp).toContain(directive)
    }
  })

  it('lets only pages in draft mode be framed, and only by the site (the live preview pane)', () => {
    const preview = Object.fromEntries(previewFrameHeaders({ NODE_ENV: 'production' } as NodeJS.ProcessEnv).map((h) => [h.key, h.value]))
    expect(preview['X-Frame-Options']).toBe('SAMEORIGIN')
    const directives = preview['Content-Security-Policy'].split('; ')
    expect(directives).toContain("frame-ancestors 'self'")
    expect(directives).not.toContain("frame-ancestors 'none'")
    expect(directives).toContain("object-src 'none'")
    expect(byKey({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)['X-Frame-Options']).toBe('DENY')
  })

  it('allows only the configured third-party frames', () => {
    const headers = byKey({ NODE_ENV: 'production', FRAME_ORIGINS: 'https://give.example.org, https://forms.example.org' } as NodeJS.ProcessEnv)
    const frameSrc = headers['Content-Security-Policy'].split('; ').find((d: string) => d.startsWith('frame-src'))
    expect(frameSrc).toBe("frame-src 'self' https://www.youtube-nocookie.com https://give.example.org https://forms.example.org")
  })

  it('keeps the same lockdown on optimised images, with no scripts or frames at all', () => {
    const csp = imageContentSecurityPolicy()
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "script-src 'none'",
      "frame-src 'none'",
      'sandbox',
    ]) {
      expect(csp.split('; ')).toContain(directive)
    }
  })

  it('lets only this origin frame our own PDFs', () => {
    const headers = Object.fromEntries(documentSecurityHeaders().map((h) => [h.key, h.value]))
    const csp = headers['Content-Security-Policy'].split('; ')
    expect(csp).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'self'", "base-uri 'self'", "form-action 'self'"]))
    expect(csp).not.toContain("frame-ancestors 'none'")
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
  })
})
