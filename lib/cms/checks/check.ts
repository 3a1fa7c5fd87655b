import { resolveDocument, resolveLink, type KnownTargets, type LinkVerdict } from '@/lib/links/resolve'
import { unsafeScheme } from '@/lib/text/link-scheme'
import { capsFindings } from '@/lib/cms/checks/accessibility/caps'
import { linkTextFindings } from '@/lib/cms/checks/accessibility/link-text'
import { pictureFindings } from '@/lib/cms/checks/accessibility/pictures'
import { richTextAccessibility } from '@/lib/cms/checks/accessibility/rich-text'
import { headerRowFindings } from '@/lib/cms/checks/accessibility/tables'
import { collect } from './collect'
import type { Finding } from './finding'
import { richTextParts } from './lexical'

export type { Finding, FindingKind, Severity } from './finding'

export const TITLE_MAX = 60
export const DESCRIPTION_MAX = 160

export type CheckOptions = {
  /** The field holding the document's title, and the one holding its search description. */
  title?: string
  description?: string
  /** What exists on the site; without it, links are not resolved (the admin's live checks). */
  known?: KnownTargets
  /** A picture's text alternative by its id; undefined when unknown (then not checked). */
  altOf?: (id: string) => string | null | undefined
  siteOrigin?: string
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}

/** The text alternative of a picture given as an id or a populated document. */
function altText(value: unknown, options: CheckOptions): string | null | undefined {
  if (value && typeof value === 'object' && 'alt' in value) return (value as { alt?: string | null }).alt ?? null
  const id = idOf(value)
  return id && options.altOf ? options.altOf(id) : undefined
}

function linkVerdictFinding(path: string, verdict: LinkVerdict, shown: string): Finding | null {
  if (verdict.status === 'missing')
    return { path, severity: 'error', kind: 'link', message: `The link to ${shown} leads nowhere: ${verdict.reason}.` }
  if (verdict.status === 'redirected')
    return {
      path,
      severity: 'warning',
      kind: 'link',
      message: `The link to ${shown} goes through a redirect; link to ${verdict.to} directly.`,
    }
  return null
}

/**
 * A link whose scheme runs code or carries a document of its own (`javascript:`, `data:`,
 * `vbscript:`…): refused on every save, drafts included, since a draft is shown in preview.
 */
function schemeFinding(path: string, href: string, shown: string): Finding | null {
  const scheme = unsafeScheme(href)
  if (!scheme) return null
  return {
    path,
    severity: 'error',
    kind: 'link-scheme',
    message: `The link ${shown} is a ${scheme} address, which the site never links to: use a path on this site (/news) or an https://, mailto: or tel: address.`,
  }
}

function richTextFindings(path: string, value: unknown, options: CheckOptions): Finding[] {
  const parts = richTextParts(value)
  if (!parts) return []
  // A text alternative typed on the picture in the text wins over the one in Media.
  const altOf = (picture: unknown, fields: Record<string, unknown>) =>
    typeof fields.alt === 'string' && fields.alt.trim() ? fields.alt : altText(picture, options)
  const findings = richTextAccessibility(path, parts, altOf)
  for (const { text, fields } of parts.links) {
    const words = text.trim()
    const internal = fields.linkType === 'internal'
    const url = typeof fields.url === 'string' ? fields.url.trim() : ''
    const shown = words ? `"${words}"` : 'a link'
    if (internal) {
      const doc = fields.doc as { relationTo?: string; value?: unknown } | undefined
      const id = idOf(doc?.value)
      if (!doc?.relationTo || !id)
        findings.push({
          path,
          severity: 'error',
          kind: 'link',
          message: `The link ${shown} names no page; choose one.`,
        })
      else if (options.known) {
        const finding = linkVerdictFinding(path, resolveDocument(doc.relationTo, id, options.known), shown)
        if (finding) findings.push(finding)
      }
    } else if (!url)
      findings.push({ path, severity: 'error', kind: 'link', message: `The link ${shown} has no address.` })
    else {
      const finding =
        schemeFinding(path, url, shown) ??
        (options.known
          ? linkVerdictFinding(path, resolveLink(url, options.known, options.siteOrigin), `${url} (${shown})`)
          : null)
      if (finding) findings.push(finding)
    }
  }
  return findings
}

/** The value at a field path (`meta.title`), or undefined. */
function valueAt(data: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      data,
    )
}

function lengthFinding(path: string | undefined, data: Record<string, unknown>, max: number, what: string): Finding[] {
  const value = path ? valueAt(data, path) : undefined
  if (typeof value !== 'string' || value.trim().length <= max) return []
  return [
    {
      path: path!,
      severity: 'warning',
      kind: 'length',
      message: `The ${what} has ${value.trim().length} characters; search engines show about ${max}. Shorten it.`,
    },
  ]
}

/** The group of the search and share override Payload's SEO plugin adds (lib/cms/seo/plugin.ts). */
const OVERRIDE_GROUP = 'meta'

/**
 * The title and description search engines show: the override's when the collection has one and
 * it is filled (as the page's metadata does), else the record's own (`options.title`, `.description`).
 */
function shownFields(fields: readonly unknown[], data: Record<string, unknown>, options: CheckOptions) {
  const overridable = (fields as { name?: string; type?: string }[]).some(
    (f) => f.name === OVERRIDE_GROUP && f.type === 'group',
  )
  const shown = (key: 'title' | 'description') => {
    const path = `${OVERRIDE_GROUP}.${key}`
    const value = overridable ? valueAt(data, path) : undefined
    return typeof value === 'string' && value.trim()
      ? { path, what: `search and share ${key}` }
      : { path: options[key], what: key }
  }
  return { title: shown('title'), description: shown('description') }
}

/**
 * The checks before publishing, on one document: text alternatives of pictures (upload fields and
 * pictures in rich text), heading levels, link texts and addresses (rich text and address fields:
 * where they lead, and schemes no page may carry),
 * and the length of the title and description search engines show (the record's own, or its search
 * and share override's). Errors block publishing; warnings are advice.
 */
export function checkDocument(
  fields: readonly unknown[],
  data: Record<string, unknown>,
  options: CheckOptions = {},
): Finding[] {
  const found = collect(fields, data)
  const findings: Finding[] = []
  for (const picture of found.pictures)
    findings.push(...pictureFindings(picture.path, altText(picture.value, options), 'This picture', picture.caption))
  for (const text of found.richTexts) findings.push(...richTextFindings(text.path, text.value, options))
  for (const table of found.tables) findings.push(...headerRowFindings(table.path, table.caption, table.headings))
  const titled = new Set(found.titles.map((t) => t.path))
  const ownTitle = options.title ? valueAt(data, options.title) : undefined
  if (options.title && !titled.has(options.title) && typeof ownTitle === 'string')
    found.titles.unshift({ path: options.title, text: ownTitle })
  for (const title of found.titles) findings.push(...capsFindings(title.path, title.text, 'The title'))
  for (const link of found.links) {
    if (link.label?.text.trim()) findings.push(...linkTextFindings(link.label.path, link.label.text, link.href))
    const href = link.href.trim()
    const finding =
      schemeFinding(link.path, href, `"${link.label?.text.trim() || href}"`) ??
      (options.known
        ? linkVerdictFinding(link.path, resolveLink(link.href, options.known, options.siteOrigin), href)
        : null)
    if (finding) findings.push(finding)
  }
  const { title, description } = shownFields(fields, data, options)
  findings.push(
    ...lengthFinding(title.path, data, TITLE_MAX, title.what),
    ...lengthFinding(description.path, data, DESCRIPTION_MAX, description.what),
  )
  return findings
}
