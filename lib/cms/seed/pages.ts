import type { SeedContext } from './context'
import { lexical } from './lexical'

/** The demo page an editor composed from blocks (lib/cms/collections/Pages.ts): every block but the video, which needs a real recording. */
export const HOMECOMING_PATH = '/homecoming-2027'

export async function seedPages(ctx: SeedContext) {
  const hero = await ctx.image({
    key: 'homecoming-2027',
    alt: 'Alumni and students gathered on the campus lawn under the university’s flags',
    label: 'Homecoming 2027',
    motif: 'people',
    colors: ['#0b3d6e', '#f2b705'],
    width: 1600,
    height: 600,
  })
  const brochure = await ctx.upsert('documents', { key: { equals: 'brochure' } }, {})
  await ctx.upsert(
    'pages',
    { path: { equals: HOMECOMING_PATH } },
    {
      title: 'Homecoming 2027',
      path: HOMECOMING_PATH,
      description:
        'Alumni, families and friends come home to Mandeville from 5 to 7 March 2027: reunions, the Homecoming service, a concert and the alumni games.',
      hero: { image: hero, heading: 'Welcome home: Homecoming 2027' },
      layout: [
        {
          blockType: 'richText',
          content: lexical(
            'Every class, every decade and every campus is invited back to the hill for a weekend of worship, music, sport and the friendships that began here.',
            'The weekend opens on Friday evening with vespers in the university church, continues on Sabbath with the Homecoming service and the choir’s concert, and ends on Sunday with the alumni games on the oval and class reunions across campus.',
            'Rooms on campus are limited: alumni who wish to stay in the residence halls should write to the Alumni Office before 31 January.',
          ),
        },
        {
          blockType: 'table',
          caption: 'Homecoming 2027 weekend programme',
          headerRow: [{ text: 'Day' }, { text: 'Time' }, { text: 'What' }],
          rows: [
            { cells: [{ text: 'Friday 5 March' }, { text: '6:30 pm' }, { text: 'Vespers in the university church' }] },
            { cells: [{ text: 'Sabbath 6 March' }, { text: '9:30 am' }, { text: 'Homecoming service' }] },
            { cells: [{ text: 'Sabbath 6 March' }, { text: '7:00 pm' }, { text: 'Choir and alumni concert' }] },
            { cells: [{ text: 'Sunday 7 March' }, { text: '9:00 am' }, { text: 'Alumni games on the oval' }] },
            { cells: [{ text: 'Sunday 7 March' }, { text: '1:00 pm' }, { text: 'Class reunions' }] },
          ],
        },
        {
          blockType: 'cards',
          heading: 'While you are here',
          items: [
            {
              title: 'News and events',
              text: 'What the university has been doing since you graduated.',
              linkUrl: '/newsandevents',
            },
            {
              title: 'Feature stories',
              text: 'Graduates and students whose work is making a difference.',
              linkUrl: '/allfeaturestories',
            },
            {
              title: 'Parents and families',
              text: 'Bringing a future student? Start with the parents’ page.',
              linkUrl: '/parents',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: 'Questions about Homecoming',
          items: [
            {
              question: 'Who may come to Homecoming?',
              answer: lexical(
                'Every graduate and former student of the university and of West Indies College, with their families and friends. No ticket is needed for the services or the games.',
              ),
            },
            {
              question: 'Where can I park?',
              answer: lexical(
                'Parking is on the lower campus beside the oval. Ushers direct cars from the main gate, and a shuttle runs to the church before each service.',
              ),
            },
            {
              question: 'How do I find my class reunion?',
              answer: lexical(
                'Each reunion has a room on campus, listed at the welcome desk in the administration building from Friday afternoon.',
              ),
            },
          ],
        },
        {
          blockType: 'downloads',
          heading: 'Before you travel',
          documents: [brochure.id],
        },
        {
          blockType: 'callToAction',
          heading: 'Give back this Homecoming',
          text: 'Every class is raising a gift for student scholarships. See how your class is doing and add your own.',
          linkLabel: 'Give to your class gift',
          linkUrl: '/giving',
        },
      ],
      _status: 'published',
    },
  )
}
