import type { SeedContext } from './context'
import { lexical } from './lexical'
import { slugify } from '@/lib/text/slug'

const DAY = 24 * 60 * 60 * 1000

/** A date `days` from the seed run, at `hour` o'clock UTC (Jamaica is UTC-5). */
function fromToday(days: number, hour = 15): string {
  const date = new Date(Date.now() + days * DAY)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

const BANNERS = [
  { title: 'Apply now for the coming semester', label: 'Apply now', clickUrl: 'https://apply.example.edu' },
  { title: 'Find your programme', label: 'Find your programme', clickUrl: '/searchdegree' },
  { title: 'Welcome to campus', label: 'Welcome home', clickUrl: '' },
  { title: 'Give to the NCU Oval redevelopment', label: 'Build the Oval', clickUrl: '/ncu-oval-redevelopment' },
]

const STORIES = [
  {
    label: 'Nursing',
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
    title: 'Choir returns from a three-island tour',
    author: 'University Chaplaincy',
    paragraphs: [
      'The university choir has returned from a two-week tour of three Caribbean islands, singing in churches, schools and community centres.',
      'More than four thousand people attended the concerts, and the choir raised funds for a children’s home in each island it visited.',
    ],
  },
  {
    label: 'Business',
    title: 'Business students win the regional case competition',
    author: 'College of Business and Hospitality Management',
    paragraphs: [
      'Four final-year business students took first place at a regional case competition, presenting a turnaround plan for a struggling agro-processing company.',
      'The judges praised the team’s financial analysis and their attention to the company’s workers and suppliers.',
    ],
  },
  {
    label: 'Garden',
    title: 'A new research garden for the natural sciences',
    author: 'College of Natural and Applied Sciences',
    paragraphs: [
      'A research garden has opened beside the science building, giving biology and agriculture students a place to run field experiments on campus.',
      'The first projects study drought-tolerant crops and the pollinators that visit them.',
    ],
  },
  {
    label: 'Teaching',
    title: 'Teachers in training spend a semester in rural schools',
    author: 'College of Education and Leadership',
    paragraphs: [
      'Thirty student teachers spent a semester in rural primary schools, planning lessons with their host teachers and running after-school reading clubs.',
      'Principals reported better reading scores and asked for the programme to continue next year.',
    ],
  },
]

const ARTICLES = [
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
    paragraphs: [
      'The four houses competed in track, field and relay events at the annual Sports Day.',
      'The winning house took the lead in the final relay.',
      'Results and house points are on the home page.',
    ],
  },
]

const EVENTS = [
  ['Homecoming Weekend', 'Main campus', 'Alumni from around the world return for worship, a gala and the homecoming game.', 'Homecoming'],
  ['Week of Prayer', 'University Church', 'Morning and evening services with guest speakers.', 'Prayer'],
  ['Open Day for Prospective Students', 'Main campus', 'Tours, programme talks and meetings with admissions staff.', 'Open Day'],
  ['Annual Sports Day', 'University Oval', 'The four houses compete in track and field.', 'Sports Day'],
  ['Christmas Concert', 'University Church', 'The choir and orchestra present a concert of carols.', 'Concert'],
  ['Career Fair', 'Student Centre', 'Employers meet students and graduates about jobs and internships.', 'Career Fair'],
  ['Research Symposium', 'Science Building', 'Faculty and students present their research.', 'Research'],
  ['Health Fair', 'Student Centre', 'Free health screenings for students and the community.', 'Health Fair'],
  ['International Food Festival', 'Student Centre', 'Students share the food and culture of their countries.', 'Food Fest'],
  ['Graduation Weekend', 'University Oval', 'Commencement services for the graduating class.', 'Graduation'],
] as const

const JOBS = [
  ['Lecturer in Nursing', 'School of Nursing', 20],
  ['Lecturer in Computer Science', 'Department of Computer and Information Sciences', 25],
  ['Assistant Registrar', 'University Records', 14],
  ['Accounts Clerk', 'Student Finance', 30],
  ['Residence Hall Dean', 'Student Services', 18],
  ['Laboratory Technician', 'Department of Biology, Chemistry and Environmental Sciences', 21],
  ['Admissions Officer', 'Office of Admissions', 28],
  ['Library Assistant', 'Library Services', 35],
  ['Groundskeeper', 'Physical Plant', -3],
] as const

const HOUSES = [
  { name: 'Emerald', points: 412, colors: ['#0f5132', '#2e8b57'] as [string, string] },
  { name: 'Sapphire', points: 389, colors: ['#0b3d6e', '#3a7bd5'] as [string, string] },
  { name: 'Ruby', points: 376, colors: ['#7a0c1c', '#c0392b'] as [string, string] },
  { name: 'Topaz', points: 351, colors: ['#7a4b00', '#d4a017'] as [string, string] },
]

const CAMPAIGNS = [
  {
    name: 'NCU Oval redevelopment',
    slug: 'ncu-oval-redevelopment',
    goalText: '20,000 USD',
    totals: [
      { currency: 'USD', total: 12850 },
      { currency: 'JMD', total: 640000 },
    ],
  },
  {
    name: 'RESCUE 2020',
    slug: 'rescue-2020',
    goalText: '20,000 USD',
    totals: [
      { currency: 'USD', total: 8400 },
      { currency: 'JMD', total: 415000 },
    ],
  },
  {
    name: 'Feast of Lights',
    slug: 'feast-of-lights',
    goalText: '20,000 USD',
    totals: [
      { currency: 'USD', total: 5300 },
      { currency: 'JMD', total: 275000 },
    ],
  },
]

/** Banners, feature stories, news and sports articles, upcoming events, jobs, sports houses and donation totals. */
export async function seedNewsAndEvents(ctx: SeedContext) {
  for (const [i, banner] of BANNERS.entries()) {
    const image = await ctx.image({ key: `banner-${i + 1}`, alt: banner.title, label: banner.label, motif: 'campus', width: 1500, height: 500 })
    await ctx.upsert('banners', { title: { equals: banner.title } }, { title: banner.title, image, clickUrl: banner.clickUrl, order: i })
  }

  for (const [i, story] of STORIES.entries()) {
    const cover = await ctx.image({ key: `story-${i + 1}`, alt: story.title, label: story.label, motif: 'people', width: 1200, height: 675 })
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
        _status: 'published',
      },
    )
  }

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
        publishedAt: fromToday(-3 * (i + 1)),
        _status: 'published',
      },
    )
  }

  for (const [i, [name, location, description, label]] of EVENTS.entries()) {
    const image = await ctx.image({ key: `event-${i + 1}`, alt: `Poster: ${name}`, label, motif: 'event', width: 800, height: 1000 })
    await ctx.upsert(
      'upcoming-events',
      { slug: { equals: slugify(name) } },
      { name, slug: slugify(name), date: fromToday(7 + i * 9, 14), location, description, image },
    )
  }

  for (const [title, department, days] of JOBS) {
    await ctx.upsert(
      'jobs',
      { title: { equals: title } },
      {
        title,
        department,
        closingDate: fromToday(days, 22),
        advertUrl: `https://jobs.example.edu/offers/${slugify(title)}`,
        descriptionUrl: `https://jobs.example.edu/descriptions/${slugify(title)}.pdf`,
      },
    )
  }

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
    await ctx.upsert('sports-houses', { name: { equals: house.name } }, { name: house.name, points: house.points, crest })
  }

  for (const campaign of CAMPAIGNS) {
    await ctx.upsert('donation-campaigns', { slug: { equals: campaign.slug } }, campaign)
  }
}
