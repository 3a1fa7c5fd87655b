'use client'

import { useCallback, useEffect, useState, type ReactNode } from 'react'
import type { ToasterProps } from 'sonner'

type Sonner = typeof import('sonner')
type Toast = { message: string; duration: number }

let loading: Promise<Sonner> | null = null
const loadSonner = () => (loading ??= import('sonner'))

/**
 * sonner, loaded on demand: a toast only ever follows a submission, so its code need not arrive
 * with the page (it is script every visitor of the form would download before the first paint).
 * `prepare()` starts the download (call it when the visitor starts on the form); `success()`
 * shows a toast once the code is there, after <Toaster> has mounted and subscribed.
 */
export function useLazyToast(toasterProps: ToasterProps = {}): {
  toaster: ReactNode
  prepare: () => void
  success: (message: string, duration: number) => void
} {
  const [sonner, setSonner] = useState<Sonner | null>(null)
  const [queued, setQueued] = useState<Toast[]>([])

  const prepare = useCallback(() => {
    void loadSonner().then(setSonner)
  }, [])

  const success = useCallback(
    (message: string, duration: number) => {
      setQueued((list) => [...list, { message, duration }])
      prepare()
    },
    [prepare],
  )

  // Runs after the children's effects, so <Toaster> below is subscribed by now.
  useEffect(() => {
    if (!sonner || queued.length === 0) return
    for (const toast of queued) sonner.toast.success(toast.message, { duration: toast.duration })
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQueued([])
  }, [sonner, queued])

  const toaster = sonner ? <sonner.Toaster {...toasterProps} /> : null
  return { toaster, prepare, success }
}
