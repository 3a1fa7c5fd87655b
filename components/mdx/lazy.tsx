'use client'

import dynamic from 'next/dynamic'
// The map box's styles come with the route: the box is styled in the first paint, and next/dynamic
// has no stylesheet of its own to write (it writes one with an `as` attribute, which HTML forbids).
import '@/components/maps/maps.module.css'

/*
 * The interactive pieces that only some MDX pages show. Every MDX page is served by one route
 * (app/(site)/[...path]), whose first load would otherwise carry each of these and the carousel
 * library to every policy page and the not-found page. Through next/dynamic each is still rendered
 * on the server, and its code is loaded only by a page that shows it (preloaded with the page).
 */
export const SportsSlider = dynamic(() => import('@/components/campus-life/SportsSlider').then((m) => m.SportsSlider))
export const LeaderCards = dynamic(() => import('@/components/leaders/LeaderCards').then((m) => m.LeaderCards))
export const MapBox = dynamic(() => import('@/components/maps/MapBox').then((m) => m.MapBox))
