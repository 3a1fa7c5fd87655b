import type { SeedContext } from './context'

/** The Sports Day houses, their crests and points (the home page's Sports Day panel). */
const HOUSES = [
  { name: 'Emerald', points: 412, colors: ['#0f5132', '#2e8b57'] as [string, string] },
  { name: 'Sapphire', points: 389, colors: ['#0b3d6e', '#3a7bd5'] as [string, string] },
  { name: 'Ruby', points: 376, colors: ['#7a0c1c', '#c0392b'] as [string, string] },
  { name: 'Topaz', points: 351, colors: ['#7a4b00', '#d4a017'] as [string, string] },
]

export async function seedSportsHouses(ctx: SeedContext) {
  for (const house of HOUSES) {
    const crest = await ctx.image({
      key: `house-${house.name.toLowerCase()}`,
      alt: `${house.name} house crest`,
      label: house.name[0],
      motif: 'crest',
      colors: house.colors,
      width: 240,
      height: 240,
    })
    await ctx.upsert(
      'sports-houses',
      { name: { equals: house.name } },
      { name: house.name, points: house.points, crest },
    )
  }
}
