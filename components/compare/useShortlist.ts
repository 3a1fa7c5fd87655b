'use client'

import { useCallback, useSyncExternalStore } from 'react'
import { parseShortlist, SHORTLIST_KEY, toggleShortlist } from '@/lib/programmes/shortlist'

const listeners = new Set<() => void>()
const EMPTY = ''

function read(): string {
  try {
    return localStorage.getItem(SHORTLIST_KEY) ?? EMPTY
  } catch {
    return EMPTY // storage blocked: the shortlist lives only in this page
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => e.key === SHORTLIST_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The shortlist kept in this browser, shared by every button on the page and other tabs. */
export function useShortlist(): [string[], (slug: string) => void] {
  const raw = useSyncExternalStore(subscribe, read, () => EMPTY)
  const list = parseShortlist(raw)
  const toggle = useCallback((slug: string) => {
    const next = toggleShortlist(parseShortlist(read()), slug)
    try {
      localStorage.setItem(SHORTLIST_KEY, next.join(','))
    } catch {
      // storage blocked: nothing to keep
    }
    listeners.forEach((l) => l())
  }, [])
  return [list, toggle]
}
