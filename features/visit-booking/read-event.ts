import 'server-only'
import type { Payload } from 'payload'
import { readProgrammeChoices } from '@/features/request-information/choices'
import { eventBooking, type EventBooking } from './places/event-booking'
import { UNDECIDED } from './submission'

/** The published version of an event, by slug, with its booking settings; null when unknown or not bookable. */
export async function readBookableEvent(payload: Payload, slug: string): Promise<EventBooking | null> {
  const { docs } = await payload.find({
    collection: 'upcoming-events',
    where: { slug: { equals: slug } },
    draft: false,
    overrideAccess: false,
    limit: 1,
    depth: 0,
  })
  return docs[0] ? eventBooking(docs[0]) : null
}

/** The programmes a visitor may name: the request form's choices of every level (published programmes), and "not decided yet". */
export async function readBookingProgrammes(): Promise<{ level: string; names: string[] }[]> {
  const choices = await readProgrammeChoices()
  return Object.entries(choices).map(([level, names]) => ({ level, names: [...names] }))
}

export const programmeNames = (groups: { names: string[] }[]) => [UNDECIDED, ...groups.flatMap((g) => g.names)]
