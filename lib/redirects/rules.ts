import { internalPath } from '../links/internal-path'

/** One stored redirect, as the rules see it. */
export type RedirectRecord = {
  id?: string | number
  /** The internal path it answers for (lib/links/internal-path.ts). */
  fromKey: string
  /** Where it leads, as the editor wrote it: a path on the site or an address elsewhere. */
  to: string
}

export type FieldError = { path: 'from' | 'to'; message: string }

/** Where a redirect leads, as an internal path when it stays on the site (null: another site). */
export function targetKey(to: string): string | null {
  return internalPath(to)
}

/** A domain as it is compared: lower case, without a leading `*.` or `.` or a trailing dot. */
const normalDomain = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^\*?\./, '')
    .replace(/\.$/, '')

/** Why a value cannot be a domain redirects may lead to (`example.edu`), or null when it can. */
export function domainProblem(value: string): string | null {
  const domain = normalDomain(value)
  let host = ''
  try {
    host = new URL(`https://${domain}/`).hostname
  } catch {
    // no host at all
  }
  if (!domain || host !== domain || !domain.includes('.') || /^[\d.]+$/.test(domain))
    return `"${value}" is not a domain name: write one such as example.edu, without https:// or a path.`
  return null
}

/** Whether a host is one of the domains (`example.edu` takes in `library.example.edu`). */
const onDomains = (host: string, domains: readonly string[]) =>
  domains.map(normalDomain).some((domain) => domain !== '' && (host === domain || host.endsWith(`.${domain}`)))

/**
 * Whether `to` is something a redirect may lead to: a path on the site, or an https address on a
 * site of `allowedDomains` (Site settings), so that an editor's account cannot turn the
 * university's addresses into links to anywhere.
 */
function targetProblem(to: string, allowedDomains: readonly string[]): string | null {
  const text = to.trim()
  if (!text) return 'Say where the redirect leads: a path such as /news or a full https:// address.'
  if (text.startsWith('//')) return 'Write the full address, starting with https://.'
  if (text.startsWith('/')) return internalPath(text) ? null : 'This is not a valid path.'
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'Use a path on this site starting with / or a full address starting with https://.'
  }
  if (url.protocol === 'http:') return 'Redirects lead to other sites over https only: write the address with https://.'
  if (url.protocol !== 'https:')
    return 'Use a path on this site starting with / or a full address starting with https://.'
  if (url.username || url.password) return 'Leave the user name and password out of the address.'
  if (!onDomains(url.hostname, allowedDomains)) {
    const listed = allowedDomains.length ? allowedDomains.map(normalDomain).join(', ') : 'none yet'
    return `Redirects lead only to this site or to the sites in Site settings → External sites → Sites redirects may lead to (${listed}); ${url.hostname} is not one of them.`
  }
  return null
}

/**
 * Field errors for saving the redirect `from` → `to` beside the others already stored: a malformed
 * path, a target on a site not in `allowedDomains` or not over https, a second redirect for the
 * same path, one that leads to itself, or one that would chain with another (a chain costs
 * visitors a hop each and may close into a loop, so each redirect must lead to its final
 * address). `isServed` says whether a page answers at an internal path: a redirect from it would
 * never apply (redirects answer only where the site would answer 404).
 */
export function redirectErrors(
  entry: { id?: string | number; from: string; to: string },
  others: readonly RedirectRecord[],
  isServed: (path: string) => boolean,
  allowedDomains: readonly string[] = [],
): FieldError[] {
  const errors: FieldError[] = []
  const from = entry.from.trim()
  const fromKey = from.startsWith('/') && !from.startsWith('//') ? internalPath(from) : null
  if (!fromKey)
    errors.push({
      path: 'from',
      message: 'Write the old address as a path on this site, starting with / (e.g. /featurestory?article=old-name).',
    })
  const toProblem = targetProblem(entry.to, allowedDomains)
  if (toProblem) errors.push({ path: 'to', message: toProblem })
  if (!fromKey || toProblem) return errors

  const rest = others.filter((other) => entry.id === undefined || String(other.id) !== String(entry.id))
  const toKey = targetKey(entry.to)
  if (fromKey === '/') errors.push({ path: 'from', message: 'The home page cannot be redirected.' })
  else if (isServed(fromKey))
    errors.push({ path: 'from', message: `A page answers at ${from}; a redirect from it would never apply.` })
  const same = rest.find((other) => other.fromKey === fromKey)
  if (same)
    errors.push({ path: 'from', message: `${from} is already redirected to ${same.to}; change that redirect instead.` })
  if (toKey !== null && toKey === fromKey)
    errors.push({ path: 'to', message: 'A redirect cannot lead to its own address (a loop).' })
  const onward = toKey === null ? undefined : rest.find((other) => other.fromKey === toKey)
  if (onward) {
    const loops = onward.to && targetKey(onward.to) === fromKey
    errors.push({
      path: 'to',
      message: loops
        ? `${entry.to.trim()} redirects back to ${from}: the two would loop.`
        : `${entry.to.trim()} is itself redirected to ${onward.to}; lead straight there (${onward.to}).`,
    })
  }
  const incoming = rest.find((other) => targetKey(other.to) === fromKey)
  if (incoming && !onward) {
    errors.push({
      path: 'from',
      message: `Another redirect already leads to ${from}; a redirect from it would make a chain. Point that one to ${entry.to.trim()} instead.`,
    })
  }
  return errors
}

export type SlugChangePlan = {
  /** Redirects to delete: their old address is a live page again. */
  remove: RedirectRecord[]
  /** Redirects that led to the old address, to lead straight to the new one. */
  retarget: RedirectRecord[]
  /** The redirect from the old address, when none answers for it yet (else it is in `retarget`/updated). */
  create: { fromKey: string; from: string; to: string } | null
  /** The stored redirect from the old address, to point at the new one. */
  update: RedirectRecord | null
}

/**
 * What a slug change from `oldUrl` to `newUrl` does to the redirects: the old address leads to the
 * new one, redirects that led to the old address now lead straight to the new one (A→B then B→C
 * gives A→C and B→C, no chain), and a redirect from the new address goes (a page answers there now,
 * and it would loop).
 */
export function planSlugChange(oldUrl: string, newUrl: string, existing: readonly RedirectRecord[]): SlugChangePlan {
  const oldKey = internalPath(oldUrl)
  const newKey = internalPath(newUrl)
  const empty: SlugChangePlan = { remove: [], retarget: [], create: null, update: null }
  if (!oldKey || !newKey || oldKey === newKey) return empty
  const remove = existing.filter((r) => r.fromKey === newKey)
  const kept = existing.filter((r) => r.fromKey !== newKey)
  const retarget = kept.filter((r) => r.fromKey !== oldKey && targetKey(r.to) === oldKey)
  const update = kept.find((r) => r.fromKey === oldKey) ?? null
  return { remove, retarget, update, create: update ? null : { fromKey: oldKey, from: oldUrl, to: newUrl } }
}
