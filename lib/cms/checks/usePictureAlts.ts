'use client'
import { useCallback, useEffect, useMemo, useState } from 'react'

/** At most this many pictures are looked up: the REST API's page size. */
const LIMIT = 100

/**
 * The text alternatives of the pictures a form shows, read from Media as the editor works, so the
 * checks panel says a picture has none before the editor publishes. Read again when the set of
 * pictures changes and when the editor comes back to the tab (having described a picture in Media).
 */
export function usePictureAlts(ids: readonly string[]): ((id: string) => string | null | undefined) | undefined {
  const key = [...ids].sort().slice(0, LIMIT).join(',')
  const [alts, setAlts] = useState<{ key: string; map: Map<string, string | null> } | null>(null)
  const [round, setRound] = useState(0)
  const refresh = useCallback(() => setRound((r) => r + 1), [])

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    window.addEventListener('focus', refresh)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('focus', refresh)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [refresh])

  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    const query = new URLSearchParams({ depth: '0', limit: String(LIMIT), 'select[alt]': 'true', 'where[id][in]': key })
    fetch(`/api/media?${query}`, { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { docs?: { id: string | number; alt?: string | null }[] } | null) => {
        if (!body?.docs) return
        setAlts({ key, map: new Map(body.docs.map((doc) => [String(doc.id), doc.alt ?? null])) })
      })
      .catch(() => undefined) // unreadable now: the save looks them up again
    return () => controller.abort()
  }, [key, round])

  return useMemo(() => {
    if (!key || !alts) return undefined
    const { map } = alts
    return (id: string) => (map.has(id) ? map.get(id) : undefined)
  }, [key, alts])
}
