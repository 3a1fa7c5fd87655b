type ProgramInput = {
  name: string
  description: string
  url: string
  provider: { name: string; url: string }
  level: string | null
  duration: string | null
  campuses: string[]
  modalities: string[]
  tuition: { amount: number; currency: string }[]
  image?: string | null
}

/** schema.org EducationalOccupationalProgram for one programme detail page. */
export function programJsonLd(p: ProgramInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: p.name,
    description: p.description,
    url: p.url,
    ...(p.image ? { image: p.image } : {}),
    ...(p.level ? { educationalCredentialAwarded: p.level } : {}),
    ...(p.duration ? { timeToComplete: p.duration } : {}),
    ...(p.modalities.length ? { educationalProgramMode: p.modalities.join(', ') } : {}),
    provider: { '@type': 'CollegeOrUniversity', name: p.provider.name, url: p.provider.url },
    ...(p.campuses.length ? { location: p.campuses.map((name) => ({ '@type': 'Place', name })) } : {}),
    ...(p.tuition.length ? { offers: p.tuition.map((t) => ({ '@type': 'Offer', category: 'Tuition', price: t.amount, priceCurrency: t.currency })) } : {}),
  }
}
