import {
  contentSecurityPolicy,
  documentSecurityHeaders,
  donateSecurityHeaders,
  givingFramePolicy,
  imageContentSecurityPolicy,
  previewFrameHeaders,
  securityHeaders,
} from './security-headers'

describe('security headers', () => {
  const byKey = (env: NodeJS.ProcessEnv) => Object.fromEntries(securityHeaders(env).map((h) => [h.key, h.value]))

  it("sends the headers the README's Security section names", () => {
    const headers = byKey({
      NODE_ENV: 'production',
      NEXT_PUBLIC_SERVER_URL: 'https://www.example.edu',
    } as NodeJS.ProcessEnv)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
  })

  it('asks for https only when the public origin is https', () => {
    expect(
      byKey({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'https://www.example.edu' } as NodeJS.ProcessEnv)[
        'Strict-Transport-Security'
      ],
    ).toBe('max-age=63072000; includeSubDomains; preload')
    for (const origin of ['http://www.example.edu', 'http://127.0.0.1:3000', undefined]) {
      expect(byKey({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: origin } as NodeJS.ProcessEnv)).not.toHaveProperty(
        'Strict-Transport-Security',
      )
    }
  })

  it('locks down the content security policy', () => {
    const csp = contentSecurityPolicy()
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "default-src 'self'",
    ]) {
      expect(csp).toContain(directive)
    }
  })

  it('refuses event-handler attributes on every page, whatever else scripts may do', () => {
    for (const csp of [contentSecurityPolicy(false), contentSecurityPolicy(true), donateSecurityHeaders()[0].value]) {
      expect(csp.split('; ')).toContain("script-src-attr 'none'")
    }
  })

  const frameSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('frame-src'))

  it('lets pages frame only themselves and the privacy-enhanced video player', () => {
    const headers = byKey({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)
    expect(frameSrc(headers['Content-Security-Policy'])).toBe("frame-src 'self' https://www.youtube-nocookie.com")
  })

  it('narrows /donate to the giving form’s origin, taken from its address in Site settings', () => {
    expect(frameSrc(donateSecurityHeaders()[0].value)).toBe('frame-src https:')
    expect(givingFramePolicy('https://give.example.org/form?fund=general')).toBe('frame-src https://give.example.org')
    expect(givingFramePolicy('https://give.example.org:8443/')).toBe('frame-src https://give.example.org:8443')
    for (const unusable of ['#', '', 'http://give.example.org/form', 'javascript:alert(1)', 'give.example.org']) {
      expect(givingFramePolicy(unusable)).toBe("frame-src 'none'")
    }
    for (const directive of ["object-src 'none'", "frame-ancestors 'none'", "default-src 'self'"]) {
      expect(donateSecurityHeaders()[0].value.split('; ')).toContain(directive)
    }
  })

  it('lets only pages in draft mode be framed, and only by the site (the live preview pane)', () => {
    const preview = Object.fromEntries(
      previewFrameHeaders({ NODE_ENV: 'production' } as NodeJS.ProcessEnv).map((h) => [h.key, h.value]),
    )
    expect(preview['X-Frame-Options']).toBe('SAMEORIGIN')
    const directives = preview['Content-Security-Policy'].split('; ')
    expect(directives).toContain("frame-ancestors 'self'")
    expect(directives).not.toContain("frame-ancestors 'none'")
    expect(directives).toContain("object-src 'none'")
    expect(byKey({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)['X-Frame-Options']).toBe('DENY')
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
    expect(csp).toEqual(
      expect.arrayContaining(["default-src 'none'", "frame-ancestors 'self'", "base-uri 'self'", "form-action 'self'"]),
    )
    expect(csp).not.toContain("frame-ancestors 'none'")
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
  })
})
