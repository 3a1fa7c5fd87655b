import { bylineJsonLd } from './byline'

describe('bylineJsonLd', () => {
  it.each([
    'Sports Desk',
    'News Desk',
    'Communications Office',
    'Office of Corporate Communications',
    'Library Services',
    'University Chaplaincy',
    'College of Education and Leadership',
    'Department of Computer and Information Sciences',
  ])('%s is an Organization', (name) => expect(bylineJsonLd(name)).toEqual({ '@type': 'Organization', name }))
  it.each(['Jane Brown', 'Dr. Marcia Campbell-Reid', 'Desmond Officer-Smith'])('%s is a Person', (name) =>
    expect(bylineJsonLd(name)['@type']).toBe('Person'),
  )
})
