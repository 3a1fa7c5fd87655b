'use client'

import { useEffect } from 'react'
import { compareHref } from '@/lib/programmes/shortlist'
import { useShortlist } from './useShortlist'

/** On /compare without programmes in the address: open the comparison of the shortlist this browser keeps. */
export function ShortlistRedirect() {
  const [list] = useShortlist()
  useEffect(() => {
    if (list.length) window.location.replace(compareHref(list))
  }, [list])
  return null
}
