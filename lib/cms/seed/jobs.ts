import type { SeedContext } from './context'
import { fromToday } from './dates'
import { slugify } from '@/lib/text/slug'

/** Job vacancies (/careers), some closing soon. */
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

export async function seedJobs(ctx: SeedContext) {
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
}
