import 'server-only'
import { permanentRedirect, redirect } from 'next/navigation'
import { normalPath } from '@/lib/links/internal-path'
import { getRedirects } from '@/lib/reads/redirects'

/**
 * Answers with the stored redirect for an internal path, if there is one (308 when permanent, 307
 * when temporary); returns when there is none, and the page goes on to answer 404. Called only
 * where a page would answer 404, so a live page never costs a look-up and always wins.
 */
export async function followRedirect(path: string): Promise<void> {
  const target = (await getRedirects())[normalPath(path)]
  if (!target) return
  if (target.permanent) permanentRedirect(target.to)
  redirect(target.to)
}
