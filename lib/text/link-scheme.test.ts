import { isSafeHref, unsafeScheme } from './link-scheme'

describe('link schemes', () => {
  it('lets paths, fragments, http(s), mailto: and tel: through', () => {
    for (const href of [
      '/news',
      '/featurestory?article=a#top',
      '#main',
      '?q=x',
      'https://www.example.edu/',
      'HTTP://apply.example.edu',
      'mailto:info@example.edu',
      'tel:+18765550100',
    ]) {
      expect(unsafeScheme(href)).toBeNull()
      expect(isSafeHref(href)).toBe(true)
    }
  })

  it('finds script and data schemes however they are spelled', () => {
    for (const [href, scheme] of [
      ['javascript:alert(1)', 'javascript:'],
      [' JavaScript:alert(1)', 'javascript:'],
      ['java\tscript:alert(1)', 'javascript:'],
      ['java\nscript:alert(1)', 'javascript:'],
      ['data:text/html,<script>alert(1)</script>', 'data:'],
      ['vbscript:msgbox(1)', 'vbscript:'],
      ['file:///etc/passwd', 'file:'],
    ]) {
      expect(unsafeScheme(href)).toBe(scheme)
      expect(isSafeHref(href)).toBe(false)
    }
  })

  it('does not call text that is no address a scheme, but never links it', () => {
    expect(unsafeScheme('https://')).toBeNull()
    expect(isSafeHref('https://')).toBe(false)
  })
})
