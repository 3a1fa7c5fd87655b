import type { PayloadRequest, Where } from 'payload'
import { eraseSubject, exportSubject } from '@/features/request-information/data-protection/subject'
import { isSubmissionOf } from './submissions-of'

type Doc = Record<string, unknown> & { id: number }

/**
 * A Local API that keeps its collections in memory and answers the two queries the erasure makes
 * (an e-mail `like`, an `or` of the submission's address and answers, `id in`) as the database
 * would: case-insensitively for `like`.
 */
function fakePayload(data: Record<string, Doc[]>) {
  const matches = (doc: Doc, where: Where | undefined): boolean => {
    if (!where) return true
    if (Array.isArray(where.or)) return where.or.some((w) => matches(doc, w as Where))
    return Object.entries(where).every(([key, condition]) => {
      const c = condition as Record<string, unknown>
      if (key === 'submissionData.value')
        return ((doc.submissionData as { value: string }[]) ?? []).some((a) =>
          a.value.toLowerCase().includes(String(c.like).toLowerCase()),
        )
      const value = doc[key]
      if ('equals' in c) return value === c.equals
      if ('like' in c)
        return String(value ?? '')
          .toLowerCase()
          .includes(String(c.like).toLowerCase())
      if ('in' in c) return (c.in as unknown[]).includes(value)
      return true
    })
  }
  const payload = {
    db: { name: 'postgres' },
    find: async ({ collection, where }: { collection: string; where?: Where }) => ({
      docs: (data[collection] ?? []).filter((doc) => matches(doc, where)),
    }),
    create: async ({ collection, data: doc }: { collection: string; data: Record<string, unknown> }) => {
      ;(data[collection] ??= []).push({ id: (data[collection]?.length ?? 0) + 1, ...doc })
      return doc
    },
    delete: async ({ collection, where, id }: { collection: string; where?: Where; id?: number }) => {
      data[collection] = (data[collection] ?? []).filter((doc) =>
        id !== undefined ? doc.id !== id : !matches(doc, where),
      )
    },
  }
  return { payload, req: { payload, user: { id: 9, collection: 'users' }, context: {} } as unknown as PayloadRequest }
}

const answers = (email: string, name = 'Ana Brown') => [
  { field: 'fullName', value: name },
  { field: 'email', value: email },
]

describe('erasure across forms', () => {
  it('finds a person by the address the submission was filed under or by any answer that is the address, in any letter case', () => {
    expect(isSubmissionOf({ id: 1, subjectEmail: 'ana@example.com' }, ' Ana@Example.com ')).toBe(true)
    expect(isSubmissionOf({ id: 2, submissionData: [{ value: 'ANA@example.com' }] }, 'ana@example.com')).toBe(true)
    // An address that only contains this one is someone else's.
    expect(isSubmissionOf({ id: 3, submissionData: [{ value: 'hana@example.com' }] }, 'ana@example.com')).toBe(false)
    expect(isSubmissionOf({ id: 4, subjectEmail: null, submissionData: null }, 'ana@example.com')).toBe(false)
  })

  it('erases the person’s submissions of every form with their information requests, and leaves everyone else’s', async () => {
    const data: Record<string, Doc[]> = {
      'information-requests': [
        { id: 1, email: 'Ana@example.com' },
        { id: 2, email: 'bob@example.com' },
      ],
      'form-submissions': [
        { id: 10, form: 1, subjectEmail: 'ana@example.com', submissionData: answers('Ana@example.com') },
        { id: 11, form: 2, subjectEmail: null, submissionData: [{ field: 'contact', value: 'ana@example.com' }] },
        { id: 12, form: 1, subjectEmail: 'hana@example.com', submissionData: answers('hana@example.com', 'Hana') },
        { id: 13, form: 2, subjectEmail: 'bob@example.com', submissionData: answers('bob@example.com', 'Bob') },
      ],
      'payload-jobs': [],
      'audit-log': [],
    }
    const { req } = fakePayload(data)

    const copy = await exportSubject(req, 'ANA@example.com')
    expect(copy.formSubmissions.map((s) => s.id)).toEqual([10, 11])

    expect(await eraseSubject(req, 'ana@example.com')).toEqual({
      erasedRequests: 1,
      erasedJobs: 0,
      erasedSubmissions: 2,
      erasedVisitBookings: 0,
    })
    expect(data['form-submissions'].map((s) => s.id)).toEqual([12, 13])
    expect(data['information-requests'].map((r) => r.id)).toEqual([2])
    const erasure = data['audit-log'].find((e) => e.collectionSlug === 'form-submissions' && e.action === 'erased')
    expect(erasure).toMatchObject({ documentIds: '10, 11', user: 9 })
    // The log names the person only by a keyed hash.
    expect(JSON.stringify(data['audit-log'])).not.toMatch(/ana@/i)
  })
})
