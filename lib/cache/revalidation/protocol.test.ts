import { bearerMatches, revalidateBody } from './protocol'

describe('revalidation webhook input', () => {
  it('accepts only the exact bearer secret', () => {
    expect(bearerMatches('Bearer s3cret', 's3cret')).toBe(true)
    expect(bearerMatches('Bearer s3cre', 's3cret')).toBe(false)
    expect(bearerMatches('s3cret', 's3cret')).toBe(false)
    expect(bearerMatches(null, 's3cret')).toBe(false)
  })
  it('accepts collection tags and slug tags, nothing else', () => {
    expect(revalidateBody.safeParse({ tags: ['programmes', 'programmes:nursing'] }).success).toBe(true)
    expect(revalidateBody.safeParse({ tags: [] }).success).toBe(false)
    expect(revalidateBody.safeParse({ tags: ['<script>'] }).success).toBe(false)
    expect(revalidateBody.safeParse({ tags: 'programmes' }).success).toBe(false)
  })
  it('accepts only the tags reads are cached under', () => {
    expect(revalidateBody.safeParse({ tags: ['media', 'site-settings', 'home-page', 'colleges:CNAS'] }).success).toBe(
      true,
    )
    for (const unknown of [
      'sitemap',
      'settings',
      'home',
      'users',
      'information-requests',
      'media:cover.jpg',
      'programmes:two words',
    ]) {
      expect(revalidateBody.safeParse({ tags: [unknown] }).success).toBe(false)
    }
  })
})
