import type { PayloadRequest } from 'payload'
import { mayUpdate } from './update-permission'

/** Stories 1 and 2 are of college 1, story 3 of college 2. */
const COLLEGE_OF: Record<string, string> = { '1': '1', '2': '1', '3': '2' }

function reqFor(user: { id: number; roles: string[]; college?: string } | null): PayloadRequest {
  const update = ({ req }: { req: PayloadRequest }) => {
    const u = req.user as unknown as { roles: string[]; college?: string } | null
    if (u?.roles.includes('editor')) return true
    if (u?.roles.includes('college-editor')) return { colleges: { equals: u.college } }
    return false
  }
  const count = async ({
    where,
  }: {
    where: { and: [{ colleges: { equals: string } }, { id: { equals: string } }] }
  }) => {
    const [{ colleges }, { id }] = where.and
    return { totalDocs: COLLEGE_OF[String(id.equals)] === colleges.equals ? 1 : 0 }
  }
  return {
    user,
    payload: {
      collections: { stories: { config: { access: { update } } } },
      config: { globals: [{ slug: 'site-settings', access: { update } }] },
      count,
    },
  } as unknown as PayloadRequest
}

describe('mayUpdate', () => {
  it('follows the collection’s update rule, asking a rule that answers with a query about the one document', async () => {
    const collegeEditor = reqFor({ id: 5, roles: ['college-editor'], college: '1' })
    expect(await mayUpdate(collegeEditor, { collection: 'stories', id: 2 })).toBe(true)
    expect(await mayUpdate(collegeEditor, { collection: 'stories', id: '3' })).toBe(false)
    expect(await mayUpdate(reqFor({ id: 6, roles: ['editor'] }), { collection: 'stories', id: 3 })).toBe(true)
    expect(await mayUpdate(reqFor({ id: 7, roles: ['admissions'] }), { collection: 'stories', id: 1 })).toBe(false)
  })

  it('follows a global’s update rule', async () => {
    expect(await mayUpdate(reqFor({ id: 6, roles: ['editor'] }), { global: 'site-settings' })).toBe(true)
    expect(await mayUpdate(reqFor({ id: 7, roles: ['admissions'] }), { global: 'site-settings' })).toBe(false)
  })

  it('refuses nobody signed in, unknown collections and globals, and ids that are no ids', async () => {
    const editor = reqFor({ id: 6, roles: ['editor'] })
    expect(await mayUpdate(reqFor(null), { collection: 'stories', id: 1 })).toBe(false)
    expect(await mayUpdate(editor, { collection: 'nowhere', id: 1 })).toBe(false)
    expect(await mayUpdate(editor, { global: 'nowhere' })).toBe(false)
    expect(await mayUpdate(editor, { collection: 'stories', id: 'abc' })).toBe(false)
    expect(await mayUpdate(editor, { collection: 'stories', id: -1 })).toBe(false)
  })
})
