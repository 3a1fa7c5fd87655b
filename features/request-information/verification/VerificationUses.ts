import type { CollectionConfig } from 'payload'
import { nobody } from '@/lib/cms/access'

/**
 * Human-verification answers already accepted (ALTCHA challenge signatures). Kept in the
 * database so an answer is accepted once across every server instance. Nobody reads or
 * writes it through the API; the route handler uses the Local API.
 */
export const VerificationUses: CollectionConfig = {
  slug: 'verification-uses',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'signature', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
