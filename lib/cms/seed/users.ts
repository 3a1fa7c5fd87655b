import { config } from '@/lib/config/site.mjs'
import type { SeedContext } from './context'

/** The first administrator's password: SEED_ADMIN_PASSWORD, or the documented demo value. */
export const DEMO_ADMIN = {
  email: config.seedAdminEmail,
  password: config.seedAdminPassword,
}

export async function seedUsers({ upsert }: SeedContext) {
  await upsert(
    'users',
    { email: { equals: DEMO_ADMIN.email } },
    { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: 'Site administrator', roles: ['admin'] },
  )
  await upsert(
    'users',
    { email: { equals: 'editor@example.edu' } },
    { email: 'editor@example.edu', password: DEMO_ADMIN.password, name: 'Web editor', roles: ['editor'] },
  )
  await upsert(
    'users',
    { email: { equals: 'admissions@example.edu' } },
    {
      email: 'admissions@example.edu',
      password: DEMO_ADMIN.password,
      name: 'Admissions officer',
      roles: ['admissions'],
    },
  )
}

/** A college editor for the College of Natural and Applied Sciences (after the colleges are seeded). */
export const DEMO_COLLEGE_EDITOR = { email: 'college-editor@example.edu', college: 'CNAS' }

export async function seedCollegeEditor({ payload, upsert }: SeedContext) {
  const { docs } = await payload.find({
    collection: 'colleges',
    where: { code: { equals: DEMO_COLLEGE_EDITOR.college } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  if (!docs[0]) return
  await upsert(
    'users',
    { email: { equals: DEMO_COLLEGE_EDITOR.email } },
    {
      email: DEMO_COLLEGE_EDITOR.email,
      password: DEMO_ADMIN.password,
      name: 'College editor (CNAS)',
      roles: ['college-editor'],
      college: docs[0].id,
    },
  )
}
