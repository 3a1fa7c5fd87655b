import type { SeedContext } from './context'
import { fromToday } from './dates'
import { slugify } from '@/lib/text/slug'

/** Upcoming events with their posters (home page, /newsandevents, /parents, /giving). */
const EVENTS = [
  [
    'Homecoming Weekend',
    'Main campus',
    'Alumni from around the world return for worship, a gala and the homecoming game.',
    'Homecoming',
  ],
  ['Week of Prayer', 'University Church', 'Morning and evening services with guest speakers.', 'Prayer'],
  [
    'Open Day for Prospective Students',
    'Main campus',
    'Tours, programme talks and meetings with admissions staff.',
    'Open Day',
  ],
  ['Annual Sports Day', 'University Oval', 'The four houses compete in track and field.', 'Sports Day'],
  ['Christmas Concert', 'University Church', 'The choir and orchestra present a concert of carols.', 'Concert'],
  ['Career Fair', 'Student Centre', 'Employers meet students and graduates about jobs and internships.', 'Career Fair'],
  ['Research Symposium', 'Science Building', 'Faculty and students present their research.', 'Research'],
  ['Health Fair', 'Student Centre', 'Free health screenings for students and the community.', 'Health Fair'],
  [
    'International Food Festival',
    'Student Centre',
    'Students share the food and culture of their countries.',
    'Food Fest',
  ],
  ['Graduation Weekend', 'University Oval', 'Commencement services for the graduating class.', 'Graduation'],
] as const

export async function seedUpcomingEvents(ctx: SeedContext) {
  for (const [i, [name, location, description, label]] of EVENTS.entries()) {
    const image = await ctx.image({
      key: `event-${i + 1}`,
      alt: `Poster: ${name}`,
      label,
      motif: 'event',
      width: 800,
      height: 1000,
    })
    await ctx.upsert(
      'upcoming-events',
      { slug: { equals: slugify(name) } },
      { name, slug: slugify(name), date: fromToday(7 + i * 9, 14), location, description, image },
    )
  }
}
