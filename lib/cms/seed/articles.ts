import type { SeedContext } from './context'
import { sportsDay } from './calendars'
import { fromToday } from './dates'
import { addDays } from '@/lib/calendar/month'
import { dateKeyInTimeZone } from '@/lib/text/dates'
import { slugify } from '@/lib/text/slug'

/** News and sports articles (/news, /newsandevents), each with two pictures; `after` dates one from the calendar event it reports. */
const ARTICLES: {
  kind: 'news' | 'sports'
  title: string
  writer: string
  after?: 'sports-day'
  paragraphs: string[]
}[] = [
  {
    kind: 'news',
    title: 'University welcomes its largest freshman class',
    writer: 'News Desk',
    paragraphs: [
      'The university welcomed its largest freshman class this semester, with students from twelve countries.',
      'Orientation activities ran for a week and introduced students to advisors, mentors and campus services.',
    ],
  },
  {
    kind: 'news',
    title: 'Library extends its opening hours for examinations',
    writer: 'Library Services',
    paragraphs: [
      'The library will stay open until midnight during the examination period.',
      'Extra study rooms can be booked online through the learning platform.',
    ],
  },
  {
    kind: 'news',
    title: 'Health fair offers free screenings to the community',
    writer: 'News Desk',
    paragraphs: [
      'Nursing and dietetics students offered free blood-pressure and glucose screenings at the annual health fair.',
      'More than three hundred residents attended.',
    ],
  },
  {
    kind: 'news',
    title: 'New scholarships for students of science education',
    writer: 'Office of Financial Aid',
    paragraphs: [
      'Donors have funded ten new scholarships for students preparing to teach science.',
      'Applications open next month through the scholarships office.',
    ],
  },
  {
    kind: 'sports',
    title: 'Netball team reaches the national final',
    writer: 'Sports Desk',
    paragraphs: [
      'The netball team beat the defending champions by four goals to reach the national final.',
      'The captain scored twenty-one goals in the match.',
      'The final will be played at the national stadium next month.',
    ],
  },
  {
    kind: 'sports',
    title: 'Football team opens the season with a win',
    writer: 'Sports Desk',
    paragraphs: [
      'A late goal gave the football team a two-one win in its first match of the season.',
      'The coach praised the defence, which held firm through a long second half.',
      'The next home game is on the university field on Sunday afternoon.',
    ],
  },
  {
    kind: 'sports',
    title: 'Sports Day crowns a new house champion',
    writer: 'Sports Desk',
    after: 'sports-day',
    paragraphs: [
      'The four houses competed in track, field and relay events at the annual Sports Day.',
      'The winning house took the lead in the final relay.',
      'Results and house points are on the home page.',
    ],
  },
]

/** The morning after the most recent Sports Day on the calendar (calendars.ts), when its results were published. */
export function dayAfterLastSportsDay(now = new Date()): string {
  const today = dateKeyInTimeZone(now)
  let year = Number(today.slice(0, 4))
  while (addDays(sportsDay(year), 1) > today) year--
  return `${addDays(sportsDay(year), 1)}T14:00:00.000Z`
}

export async function seedArticles(ctx: SeedContext) {
  for (const [i, article] of ARTICLES.entries()) {
    const cover = await ctx.image({
      key: `article-${i + 1}`,
      alt: article.title,
      label: article.kind === 'sports' ? 'Sports' : 'News',
      motif: article.kind === 'sports' ? 'sport' : 'book',
      width: 1200,
      height: 675,
    })
    const secondImage = await ctx.image({
      key: `article-${i + 1}-b`,
      alt: `${article.title}: a second photograph`,
      label: article.writer.split(' ')[0],
      motif: 'people',
      width: 1200,
      height: 675,
    })
    await ctx.upsert(
      'articles',
      { slug: { equals: slugify(article.title) } },
      {
        title: article.title,
        slug: slugify(article.title),
        kind: article.kind,
        cover,
        secondImage,
        paragraphs: article.paragraphs.map((text) => ({ text })),
        writer: article.writer,
        publishedAt: article.after === 'sports-day' ? dayAfterLastSportsDay() : fromToday(-3 * (i + 1)),
        _status: 'published',
      },
    )
  }
}
