import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { COLLEGES, collegePhone } from './programmes'

/**
 * Demo contact details must be reserved placeholders, never a line or mailbox someone owns: phone
 * numbers in 555-0100–0199 (the range the North American Numbering Plan keeps for fiction) and
 * e-mail on example.edu or a reserved example domain (RFC 2606). Read from the seed and from the
 * sample content written in pages, components and MDX (the parents page's hotels, the campuses).
 */
const ROOT = path.join(__dirname, '..', '..', '..')

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
}

const SOURCES = [
  ...files('lib/cms/seed', /\.ts$/),
  ...files('app/(site)', /\.tsx?$/),
  ...files('components', /\.tsx?$/),
  ...files('content', /\.mdx$/),
]

/** A written telephone number: (876) 555-0100, 876-555-0100, +1 876 555 0100, 555-0100. */
const PHONE = /(?<![\w])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])?\d{3}[\s.-]\d{4}(?!\d)/g
const FICTIONAL_PHONE = /555[\s.-]01\d\d$/
/** The domain of an e-mail address, literal or built in a template (`${local}@example.edu`). */
const EMAIL_DOMAIN = /[\w.+}-]@([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi
const RESERVED_DOMAIN = /(^|\.)example\.edu$|\.example$|^example\.(com|org|net)$/i

const found = (pattern: RegExp, group = 0) =>
  SOURCES.flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(pattern)].map((m) => ({ file, value: m[group] })),
  )

describe('demo contact details', () => {
  it('reads the seed and the sample content', () => {
    expect(SOURCES).toEqual(
      expect.arrayContaining([
        'lib/cms/seed/settings.ts',
        'content/student-life/parents.mdx',
        'components/contact/campuses.ts',
      ]),
    )
  })

  it('writes every telephone and fax number in the 555-01xx range kept for fiction', () => {
    const phones = found(PHONE)
    expect(phones.length).toBeGreaterThan(5)
    expect(phones.filter(({ value }) => !FICTIONAL_PHONE.test(value))).toEqual([])
  })

  it('gives each college contact a 555-01xx number', () => {
    for (const college of COLLEGES)
      for (const contact of [0, 1, 2]) expect(collegePhone(college.order, contact)).toMatch(/^\(876\) 555-01\d\d$/)
  })

  it('writes every e-mail address on example.edu or a reserved example domain', () => {
    const domains = found(EMAIL_DOMAIN, 1)
    expect(domains.length).toBeGreaterThan(5)
    expect(domains.filter(({ value }) => !RESERVED_DOMAIN.test(value))).toEqual([])
  })
})
