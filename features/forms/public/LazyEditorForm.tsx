'use client'

import dynamic from 'next/dynamic'
// Styled in the first paint of a page with a form (next/dynamic brings no stylesheet).
import './EditorForm.module.css'

/**
 * The editor-built form, through next/dynamic: composed pages and MDX pages share one route
 * (app/(site)/[...path]), so a static import put the form and its form library (some 20 kB
 * compressed) in the first load of every policy page and the not-found page. Still rendered on
 * the server; only a page that shows a form loads its code.
 */
export const EditorForm = dynamic(() => import('./EditorForm').then((m) => m.EditorForm))
