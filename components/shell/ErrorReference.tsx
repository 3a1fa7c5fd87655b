'use client'

import { useEffect, useState } from 'react'
import { ERROR_REFERENCE_COOKIE } from '@/lib/http/error-reference.mjs'

/**
 * "Reference for support: <request id>" on an error page, when the failed answer left its id
 * (lib/http/error-reference.mjs). Read once: the cookie is cleared, so a later error names its own.
 */
export function ErrorReference() {
  const [id, setId] = useState<string | null>(null)
  useEffect(() => {
    const found = document.cookie
      .split(/;\s*/)
      .find((c) => c.startsWith(`${ERROR_REFERENCE_COOKIE}=`))
      ?.slice(ERROR_REFERENCE_COOKIE.length + 1)
    if (!found) return
    document.cookie = `${ERROR_REFERENCE_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`
    // A cookie is read after mounting: the server's render of this page cannot know it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setId(found)
  }, [])
  if (!id) return null
  return (
    <p>
      Reference for support: <code>{id}</code>
    </p>
  )
}
