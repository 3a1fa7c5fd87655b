import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
} from 'payload'
import { internalPath } from '@/lib/links/internal-path'
import { loadKnownTargets } from '@/lib/links/known-targets'
import { isServed } from '@/lib/links/resolve'
import { redirectErrors, type RedirectRecord } from '@/lib/redirects/rules'
import { editors } from '@/lib/cms/access'
import { collectionExpiryHooks } from '@/lib/cms/hooks/revalidate'
import { HISTORY_VERSIONS } from '@/lib/cms/versions'

/** Slug changes rewrite several redirects at once (lib/cms/hooks/slug-redirects.ts); their plan is already free of chains. */
export const SLUG_CHANGE_CONTEXT = 'redirectsFromSlugChange'

const storeKey: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.from === 'string') {
    data.from = data.from.trim()
    data.fromKey = internalPath(data.from) ?? data.from
  }
  if (data && typeof data.to === 'string') data.to = data.to.trim()
  return data
}

const refuseLoopsAndChains: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (req.context[SLUG_CHANGE_CONTEXT]) return data
  const entry = {
    id: originalDoc?.id as string | number | undefined,
    from: String(data.from ?? originalDoc?.from ?? ''),
    to: String(data.to ?? originalDoc?.to ?? ''),
  }
  const known = await loadKnownTargets(req.payload, req)
  const { docs } = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { fromKey: true, to: true },
  })
  const stored: RedirectRecord[] = docs.map((d) => ({ id: d.id, fromKey: d.fromKey ?? '', to: d.to }))
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
    select: { redirectDomains: true },
  })
  const errors = redirectErrors(entry, stored, (path) => isServed(path, known), settings.redirectDomains ?? [])
  if (errors.length) throw new ValidationError({ collection: 'redirects', errors })
  return data
}

/**
 * Redirects editors manage, and the ones slug changes make. Each answers only where the site
 * would otherwise answer 404 (the pages look it up before they give up: lib/redirects/follow.ts),
 * read through the cache under its own tag, so a save applies on the next request on every instance.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'type', 'reason'],
    group: 'Site',
    description:
      'Old addresses that lead somewhere else. Changing the address (slug) of a story, article or programme adds one by itself.',
  },
  access: { read: editors, create: editors, update: editors, delete: editors, readVersions: editors },
  versions: HISTORY_VERSIONS,
  hooks: {
    ...collectionExpiryHooks('redirects'),
    beforeValidate: [storeKey],
    beforeChange: [refuseLoopsAndChains],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      label: 'Old address',
      admin: { description: 'A path on this site, e.g. /old-page or /featurestory?article=old-name.' },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      label: 'Leads to',
      admin: {
        description:
          'A path on this site (/news), or an https:// address on a site listed in Site settings → External sites.',
      },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'permanent',
      options: [
        { label: 'Permanent (308): the old address is gone for good', value: 'permanent' },
        { label: 'Temporary (307): the old address will come back', value: 'temporary' },
      ],
    },
    {
      name: 'fromKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'reason',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar', description: 'Why it was made, when the site made it.' },
    },
  ],
}
