import 'server-only'
import type { Payload } from 'payload'
import type { MarkUsed } from './altcha'

const COLLECTION = 'verification-uses'

/**
 * Records used ALTCHA challenges in the database (collection `verification-uses`, unique
 * signature), so an answer is accepted once even with several server instances. Expired
 * records are swept now and then: an expired challenge is refused by its own expiry anyway.
 */
export function databaseMarkUsed(payload: Payload): MarkUsed {
  return async (signature, expiresAt) => {
    const existing = await payload.count({
      collection: COLLECTION,
      where: { signature: { equals: signature } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) return false
    try {
      await payload.create({
        collection: COLLECTION,
        data: { signature, expiresAt: expiresAt.toISOString() },
        overrideAccess: true,
      })
    } catch (error) {
      // The unique index refuses a concurrent second use of the same answer.
      const again = await payload.count({
        collection: COLLECTION,
        where: { signature: { equals: signature } },
        overrideAccess: true,
      })
      if (again.totalDocs > 0) return false
      throw error
    }
    if (Math.random() < 0.05) {
      void payload
        .delete({
          collection: COLLECTION,
          where: { expiresAt: { less_than: new Date().toISOString() } },
          overrideAccess: true,
        })
        .catch(() => undefined)
    }
    return true
  }
}
