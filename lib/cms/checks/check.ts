import { resolveDocument, resolveLink, type KnownTargets, type LinkVerdict } from '@/lib/links/resolve'
import { unsafeScheme } from '@/lib/text/link-scheme'
import { collect } from './collect'

export type Severity = 'error' | 'warning'
/** One finding, with the path of the field it is about (Payload's error path, shown beside the field). */
export type FindingKind = 'picture' | 'heading' | 'link-text' | 'link' | 'link-scheme' | 'length'
export type Finding = { path: string; severity: Severity; kind: FindingKind; message: string }

export const TITLE_MAX = 60
export const DESCRIPTION_MAX = 160

/** Link text that says nothing about where it leads (WCAG 2.4.4), compared without case or punctuation. */
const VAGUE_LINK_TEXT = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'more info',
  'more information',
  'this link',
  'link',
  'this',
  'details',
  'go',
  'continue',
  'see more',
])

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

type Node = {
  type?: string
  tag?: string
  text?: string
  children?: Node[]
  value?: unknown
  relationTo?: string
  fields?: Record<string, unknown>
}

function textOf(node: Node): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(textOf).join('')
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

const looksLikeFileName = (alt: string) =>
  /\.(jpe?g|png|gif|webp|avif|svg|heic)$/i.test(alt) || /^(img|dsc|image|photo|picture|pic)[\s_-]*\d*$/i.test(alt)

function pictureFindings(path: string, value: unknown, where: string, options: CheckOptions): Finding[] {
  const alt = altText(value, options)
  if (alt === undefined) return []
  if (!alt || !alt.trim()) {
    return [
      {
        path,
        severity: 'error',
        kind: 'picture',
        message: `${where} has no text alternative. Describe it in the picture's "Text alternative" in Media, or choose another picture.`,
      },
    ]
  }
  if (looksLikeFileName(alt.trim()))
    return [
      {
        path,
        severity: 'warning',
        kind: 'picture',
        message: `${where}'s text alternative "${alt}" reads like a file name; describe what it shows.`,
      },
    ]
  return []
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

const vague = (text: string) =>
  VAGUE_LINK_TEXT.has(
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )

function richTextFindings(path: string, value: unknown, options: CheckOptions): Finding[] {
  const root = (value as { root?: Node } | null)?.root
  if (!root) return []
  const findings: Finding[] = []
  let level = 1 // the page's own title is the heading of level 1
  let pictures = 0
  const visit = (node: Node) => {
    if (node.type === 'heading' && typeof node.tag === 'string') {
      const next = Number(node.tag.slice(1))
      const text = textOf(node).trim()
      if (next === 1)
        findings.push({
          path,
          severity: 'warning',
          kind: 'heading',
          message: `Heading "${text}" is a heading 1, but the page title already is; use heading 2.`,
        })
      else if (next > level + 1)
        findings.push({
          path,
          severity: 'warning',
          kind: 'heading',
          message: `Heading "${text}" is a heading ${next} after a heading ${level}: a level is skipped; use heading ${level + 1}.`,
        })
      level = next
    }
    if (node.type === 'upload' && (node.relationTo ?? 'media') === 'media') {
      pictures++
      const alt =
        node.fields && typeof node.fields.alt === 'string' && node.fields.alt.trim() ? node.fields.alt : undefined
      findings.push(...pictureFindings(path, alt ? { alt } : node.value, `Picture ${pictures} in the text`, options))
    }
    if (node.type === 'link' || node.type === 'autolink') {
      const text = textOf(node).trim()
      const fields = node.fields ?? {}
      const internal = fields.linkType === 'internal'
      const url = typeof fields.url === 'string' ? fields.url.trim() : ''
      const shown = text ? `"${text}"` : 'a link'
      if (!text)
        findings.push({
          path,
          severity: 'error',
          kind: 'link-text',
          message: `A link${url ? ` to ${url}` : ''} has no text: say where it leads.`,
        })
      else if (vague(text))
        findings.push({
          path,
          severity: 'warning',
          kind: 'link-text',
          message: `The link text "${text}" does not say where it leads; name the destination instead.`,
        })
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
    for (const child of node.children ?? []) visit(child)
  }
  visit(root)
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
    findings.push(...pictureFindings(picture.path, picture.value, 'This picture', options))
  for (const text of found.richTexts) findings.push(...richTextFindings(text.path, text.value, options))
  for (const link of found.links) {
    if (link.label && vague(link.label.text))
      findings.push({
        path: link.label.path,
        severity: 'warning',
        kind: 'link-text',
        message: `The link text "${link.label.text}" does not say where it leads; name the destination instead.`,
      })
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
