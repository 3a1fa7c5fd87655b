'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Makes the plain GET form of /costs update the estimate as the visitor chooses: each change
 * replaces the address with the form's query (so the URL stays shareable) and the server renders
 * the new estimate. Without JavaScript the form's own button does the same.
 */
export function CostFormAutoUpdate({ formId }: { formId: string }) {
  const router = useRouter()
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    const update = () => {
      if (!form.checkValidity()) return
      const query = new URLSearchParams()
      for (const [key, value] of new FormData(form))
        if (typeof value === 'string' && value !== '') query.set(key, value)
      router.replace(`${form.getAttribute('action') ?? ''}?${query}`, { scroll: false })
    }
    form.addEventListener('change', update)
    return () => form.removeEventListener('change', update)
  }, [formId, router])
  return null
}
