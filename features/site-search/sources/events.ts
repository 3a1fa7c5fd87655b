import 'server-only'
import { getAllUpcomingEvents, LISTED_AFTER_START_MS, type UpcomingEvent } from '@/lib/reads/upcoming-events'
import type { SearchDocument } from '../index/fulltext'
import { definePart } from './define-part'
import { earliest } from './earliest'
import { joinFacts } from './join-facts'

/** An upcoming event as search finds it: its place and its start, in the words the events slider shows them. */
export function eventDocument(e: UpcomingEvent): SearchDocument {
  return {
    id: `event:${e.slug}`,
    kind: 'event',
    title: e.name,
    headings: joinFacts(e.location, e.when),
    body: e.description ?? '',
    url: '/newsandevents',
  }
}

/** The upcoming events the news and events page lists, each until it leaves that list. */
export const events = definePart('events', ['upcoming-events'], async () => {
  const now = Date.now()
  // The read is cached until a save; an event leaves the list by time, so it is dropped here when it does.
  const listed = (await getAllUpcomingEvents()).filter((e) => Date.parse(e.date) + LISTED_AFTER_START_MS >= now)
  const documents = listed.map(eventDocument)
  return { documents, changesAt: earliest(...listed.map((e) => Date.parse(e.date) + LISTED_AFTER_START_MS + 1)) }
})
