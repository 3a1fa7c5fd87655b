import type { CollectionConfig } from 'payload'
import { admins, nobody } from '@/lib/cms/access'

/**
 * One counter per bookable event: the places its confirmed bookings take. Kept apart from the
 * event (whose saves write every field, and would write a stale count back) and changed only by
 * the conditional updates of places.ts, so capacity holds however many book at once.
 */
export const VisitPlaces: CollectionConfig = {
  slug: 'visit-places',
  admin: { hidden: true },
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'event', type: 'number', required: true, unique: true, index: true },
    { name: 'taken', type: 'number', required: true, defaultValue: 0 },
  ],
}
