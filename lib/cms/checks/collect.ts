import { richTextParts } from './lexical'

/**
 * Finds what the checks before publishing look at in a document, from its collection's field
 * definitions (server or client config: only `type`, `name`, `fields`, `tabs`, `blocks` are read),
 * with the path of each field as Payload names it for errors (`links.0.url`).
 */

type AnyField = {
  type: string
  name?: string
  relationTo?: string | string[]
  hasMany?: boolean
  fields?: AnyField[]
  tabs?: { name?: string; fields: AnyField[] }[]
  blocks?: { slug: string; fields: AnyField[] }[]
}

export type Found = {
  richTexts: { path: string; value: unknown }[]
  /** Upload fields of pictures, with the caption beside them when there is one. */
  pictures: { path: string; value: unknown; caption?: string }[]
  /** Tables built of fields: the row of column headings (an array named `headerRow`) and the caption beside it. */
  tables: { path: string; caption?: string; headings: string[] }[]
  /** Short texts shown as titles and headings (`title`, `heading`, `headline`). */
  titles: { path: string; text: string }[]
  /** Text fields holding an address (`url`, `href`, `link`, `…Url`, `…Link`), with the sibling that labels it. */
  links: { path: string; href: string; label?: { path: string; text: string } }[]
}

const LINK_FIELD = /^(url|href|link)$|(Url|Link)$/
const LABEL_FIELDS = ['linkLabel', 'label', 'text', 'title']
const TITLE_FIELDS = new Set(['title', 'heading', 'headline'])
const HEADER_ROW = 'headerRow'

type Data = Record<string, unknown> | undefined | null

const stringAt = (data: Data, name: string) => (typeof data?.[name] === 'string' ? (data[name] as string) : undefined)

function walk(fields: readonly AnyField[], data: Data, prefix: string, out: Found) {
  for (const field of fields) {
    if ((field.type === 'row' || field.type === 'collapsible') && field.fields) {
      walk(field.fields, data, prefix, out)
      continue
    }
    if (field.type === 'tabs' && field.tabs) {
      for (const tab of field.tabs) {
        if (tab.name) walk(tab.fields, data?.[tab.name] as Data, `${prefix}${tab.name}.`, out)
        else walk(tab.fields, data, prefix, out)
      }
      continue
    }
    if (!field.name || !data) continue
    const value = data[field.name]
    const path = prefix + field.name
    if (value === undefined || value === null) continue
    switch (field.type) {
      case 'group':
        walk(field.fields ?? [], value as Data, `${path}.`, out)
        break
      case 'array':
        if (field.name === HEADER_ROW && Array.isArray(value))
          out.tables.push({
            path,
            caption: stringAt(data, 'caption'),
            headings: value.map((cell) =>
              (field.fields ?? [])
                .filter((f) => f.type === 'text' && f.name)
                .map((f) => stringAt(cell as Data, f.name!) ?? '')
                .join(' '),
            ),
          })
        if (Array.isArray(value)) value.forEach((row, i) => walk(field.fields ?? [], row as Data, `${path}.${i}.`, out))
        break
      case 'blocks':
        if (Array.isArray(value))
          value.forEach((row, i) => {
            const block = field.blocks?.find((b) => b.slug === (row as Data)?.blockType)
            if (block) walk(block.fields, row as Data, `${path}.${i}.`, out)
          })
        break
      case 'richText':
        out.richTexts.push({ path, value })
        break
      case 'upload':
        if (field.relationTo === 'media')
          for (const one of Array.isArray(value) ? value : [value])
            out.pictures.push({ path, value: one, caption: stringAt(data, 'caption') })
        break
      case 'text':
        if (TITLE_FIELDS.has(field.name) && typeof value === 'string' && value.trim())
          out.titles.push({ path, text: value })
        if (LINK_FIELD.test(field.name) && typeof value === 'string' && value.trim()) {
          const labelName = LABEL_FIELDS.find(
            (name) => typeof data[name] === 'string' && fields.some((f) => f.name === name),
          )
          out.links.push({
            path,
            href: value,
            label: labelName ? { path: prefix + labelName, text: String(data[labelName]) } : undefined,
          })
        }
        break
    }
  }
}

export function collect(fields: readonly unknown[], data: Data): Found {
  const out: Found = { richTexts: [], pictures: [], tables: [], titles: [], links: [] }
  walk(fields as AnyField[], data, '', out)
  return out
}

/** The ids of the pictures a document shows (upload fields and pictures in its rich text), to look their text alternatives up. */
export function pictureIds(found: Found): string[] {
  const ids = new Set<string>()
  const add = (value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') ids.add(String(value))
  }
  found.pictures.forEach((p) => add(p.value))
  for (const text of found.richTexts) richTextParts(text.value)?.pictures.forEach((p) => add(p.value))
  return [...ids]
}
