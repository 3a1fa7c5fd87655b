import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
  it('escapes what HTML gives meaning to and leaves the rest', () => {
    expect(escapeHtml(`<a href="x?a=1&b='2'">Nursing & Midwifery</a>`)).toBe(
      '&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;Nursing &amp; Midwifery&lt;/a&gt;',
    )
    expect(escapeHtml('Public Health')).toBe('Public Health')
  })
})
