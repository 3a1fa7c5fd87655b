import type { SeedContext } from './context'
import { fromToday } from './dates'
import { lexical } from './lexical'
import { slugify } from '@/lib/text/slug'

/** Feature stories (/allfeaturestories), published a week apart, tagged with the colleges they are about. */
const STORIES: { label: string; colleges: string[]; title: string; author: string; paragraphs: string[] }[] = [
  {
    label: 'Nursing',
    colleges: ['CNAS'],
    title: 'From Mandeville to the operating theatre: a nursing graduate’s journey',
    author: 'Office of Corporate Communications',
    paragraphs: [
      'When Tanisha Reid arrived on campus as a first-year nursing student, she had never seen the inside of an operating theatre. Four years later she graduated at the top of her class and now works as a perioperative nurse at a regional hospital.',
      'She credits her lecturers and the clinical placements arranged by the department for giving her confidence. “They expected excellence, and they showed us how to reach it,” she says.',
      'Her advice to new students is simple: ask questions early, form study groups, and take every chance to practise your skills.',
    ],
  },
  {
    label: 'Solar',
    colleges: ['CNAS'],
    title: 'Students build a solar-powered water monitor for rural farmers',
    author: 'Department of Computer and Information Sciences',
    paragraphs: [
      'A team of computer science students has built a low-cost device that measures water levels in farm tanks and sends a text message when they run low.',
      'The project began as a class assignment and grew into a partnership with farmers in south Manchester, who tested early versions through the dry season.',
      'The students plan to publish the design so that other communities can build their own.',
    ],
  },
  {
    label: 'Choir',
    colleges: [],
    title: 'Choir returns from a three-island tour',
    author: 'University Chaplaincy',
    paragraphs: [
      'The university choir has returned from a two-week tour of three Caribbean islands, singing in churches, schools and community centres.',
      'More than four thousand people attended the concerts, and the choir raised funds for a children’s home in each island it visited.',
    ],
  },
  {
    label: 'Business',
    colleges: ['BMH'],
    title: 'Business students win the regional case competition',
    author: 'College of Business and Hospitality Management',
    paragraphs: [
      'Four final-year business students took first place at a regional case competition, presenting a turnaround plan for a struggling agro-processing company.',
      'The judges praised the team’s financial analysis and their attention to the company’s workers and suppliers.',
    ],
  },
  {
    label: 'Garden',
    colleges: ['CNAS'],
    title: 'A new research garden for the natural sciences',
    author: 'College of Natural and Applied Sciences',
    paragraphs: [
      'A research garden has opened beside the science building, giving biology and agriculture students a place to run field experiments on campus.',
      'The first projects study drought-tolerant crops and the pollinators that visit them.',
    ],
  },
  {
    label: 'Teaching',
    colleges: ['CEL'],
    title: 'Teachers in training spend a semester in rural schools',
    author: 'College of Education and Leadership',
    paragraphs: [
      'Thirty student teachers spent a semester in rural primary schools, planning lessons with their host teachers and running after-school reading clubs.',
      'Principals reported better reading scores and asked for the programme to continue next year.',
    ],
  },
]

/** The ids of the colleges with these codes (seeded by the programmes step). */
async function collegeIds(ctx: SeedContext, codes: string[]) {
  if (!codes.length) return []
  const { docs } = await ctx.payload.find({
    collection: 'colleges',
    where: { code: { in: codes } },
    depth: 0,
    limit: codes.length,
    overrideAccess: true,
  })
  return docs.map((d) => d.id)
}

export async function seedStories(ctx: SeedContext) {
  for (const [i, story] of STORIES.entries()) {
    const cover = await ctx.image({
      key: `story-${i + 1}`,
      alt: story.title,
      label: story.label,
      motif: 'people',
      width: 1200,
      height: 675,
    })
    await ctx.upsert(
      'stories',
      { slug: { equals: slugify(story.title) } },
      {
        title: story.title,
        slug: slugify(story.title),
        cover,
        author: story.author,
        content: lexical(...story.paragraphs),
        publishedAt: fromToday(-7 * (i + 1)),
        // Tagged stories are the ones the colleges' editors may edit.
        colleges: await collegeIds(ctx, story.colleges),
        _status: 'published',
      },
    )
  }
}
