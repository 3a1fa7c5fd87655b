import { serializeJsonLd } from './json-ld'

describe('serializeJsonLd', () => {
  it('escapes < so content cannot close the script tag', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('<')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
