import 'server-only'
/** Upcoming events (home, /parents, /giving, /newsandevents). The read lives in upcoming-events.ts. */
export { getUpcomingEvents, type UpcomingEvent } from './upcoming-events'
