'use client'

import { hydrateOnUse } from '@/components/ui/hydrate-on-use'
import { PROGRAMME_PARAM } from '../programme-link'
// In the page's first paint: a component loaded on demand brings no stylesheet of its own.
import './RequestInformationForm.module.css'

/**
 * The Request Information form as an island hydrated on first use (components/ui/hydrate-on-use):
 * its form library, fields and lists (some 19 kB compressed) were a third of the page's own
 * first-load JavaScript, for a form nobody has touched yet. A link that names a programme
 * (../programme-link.ts) hydrates it at once, to show the programme chosen.
 */
export const RequestInformationForm = hydrateOnUse(
  () => import('./RequestInformationForm').then((m) => m.RequestInformationForm),
  { now: () => new URLSearchParams(window.location.search).has(PROGRAMME_PARAM) },
)
