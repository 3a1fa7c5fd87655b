import 'server-only'
import { articles } from './articles'
import { calendars } from './calendars'
import { colleges } from './colleges'
import { composedPages } from './composed-pages'
import type { Part } from './define-part'
import { directory } from './directory'
import { documentFiles } from './documents'
import { events } from './events'
import { jobs } from './jobs'
import { pageParts } from './pages'
import { programmes } from './programmes'
import { stories } from './stories'

/** Every part of the site's index: the records' parts, then the listed pages' (in parts by the sources they show). */
export const PARTS: readonly Part[] = [
  programmes,
  colleges,
  stories,
  articles,
  events,
  calendars,
  jobs,
  directory,
  documentFiles,
  composedPages,
  ...pageParts,
]
