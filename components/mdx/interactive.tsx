'use client'

import dynamic from 'next/dynamic'
// Styled in the first paint of a page that shows them (next/dynamic brings no stylesheet).
import '@/components/ui/Tabs.module.css'
import '@/components/ui/VideoFacade.module.css'

/*
 * The interactive pieces MDX text may hold. The legal texts every page carries (the cookie
 * notice's) are MDX too, so static imports put their code in every page's first load; through
 * next/dynamic they are still rendered on the server, and only a page that shows one loads its code.
 */
export const Tabs = dynamic(() => import('@/components/ui/Tabs').then((m) => m.Tabs))
export const VideoFacade = dynamic(() => import('@/components/ui/VideoFacade').then((m) => m.VideoFacade))
