import { programJsonLd } from './jsonld'

describe('programJsonLd', () => {
  it('builds an EducationalOccupationalProgram with offers', () => {
    const data = programJsonLd({
      name: 'Nursing',
      description: 'Nursing degree',
      url: 'https://x.edu/undergrad?degree=nursing',
      provider: { name: 'Uni', url: 'https://x.edu' },
      level: "Bachelor's",
      duration: '4 years',
      campuses: ['Main'],
      modalities: ['Face-to-face'],
      tuition: [{ amount: 650000, currency: 'JMD' }],
    })
    expect(data['@type']).toBe('EducationalOccupationalProgram')
    expect(data.offers).toEqual([{ '@type': 'Offer', category: 'Tuition', price: 650000, priceCurrency: 'JMD' }])
  })
})
