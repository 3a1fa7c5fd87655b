import { breadcrumbJsonLd } from './breadcrumbs'
import { organizationJsonLd, postalAddress } from './organization'
import { webSiteJsonLd } from './website'

const settings = {
  universityName: 'Northern Caribbean University',
  shortName: 'NCU',
  address: 'Manchester Road\nMandeville, Manchester\nJamaica, W.I.',
  phones: [
    { label: 'Main campus', number: '(876) 555-0100' },
    { label: 'Admissions', number: '(876) 555-0101' },
  ],
  emails: { general: 'info@example.edu' },
  social: [{ platform: 'Facebook', url: 'https://www.facebook.com/example-university' }],
}
const origin = 'https://www.ncu.example'

describe('postalAddress', () => {
  it('reads street, town and parish, and country from the lines editors write', () => {
    expect(postalAddress(settings.address)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Manchester Road',
      addressLocality: 'Mandeville',
      addressRegion: 'Manchester',
      addressCountry: 'JM',
    })
  })
  it('keeps a one-line address whole', () => {
    expect(postalAddress('Manchester Road, Mandeville')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Manchester Road, Mandeville',
      addressCountry: 'JM',
    })
  })
})

describe('organizationJsonLd', () => {
  it('names the university with absolute URL and logo, address, contacts and profiles', () => {
    const ld = organizationJsonLd(settings, origin)
    expect(ld).toMatchObject({
      '@type': 'CollegeOrUniversity',
      '@id': 'https://www.ncu.example/#organization',
      name: 'Northern Caribbean University',
      alternateName: 'NCU',
      url: 'https://www.ncu.example/',
      logo: { '@type': 'ImageObject', url: 'https://www.ncu.example/logo.png', width: 512, height: 512 },
      telephone: '(876) 555-0100',
      email: 'info@example.edu',
      sameAs: ['https://www.facebook.com/example-university'],
    })
    expect(ld.contactPoint).toHaveLength(2)
    expect(ld.address.addressLocality).toBe('Mandeville')
  })
})

describe('webSiteJsonLd', () => {
  it('searches the site search with the words in its URL', () => {
    const ld = webSiteJsonLd('Northern Caribbean University', origin)
    expect(ld.potentialAction.target.urlTemplate).toBe(
      'https://www.ncu.example/keywordsearch?keyword={search_term_string}',
    )
    expect(ld.potentialAction['query-input']).toBe('required name=search_term_string')
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'News', path: '/news' },
        { name: 'A story', path: '/news/a' },
      ],
      origin,
    )
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.ncu.example/' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://www.ncu.example/news' },
      { '@type': 'ListItem', position: 3, name: 'A story', item: 'https://www.ncu.example/news/a' },
    ])
  })
})
