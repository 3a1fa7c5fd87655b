import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { JSDOM } from 'jsdom'
import type { SanitizedConfig } from 'payload'
import type { PictureRef } from '../html/prepare'

type Node = { type?: string; text?: string; children?: Node[]; [key: string]: unknown }
export type LexicalState = { root: Node & { children: Node[] } }

/** A picture as the writer resolved it: an imported media record, or none (its text alternative then stands in its place). */
export type ResolvedPicture = PictureRef & { mediaId?: number | string }

let editorConfig: Awaited<ReturnType<typeof editorConfigFactory.default>> | undefined

/** The site's own editor configuration (the rich-text fields' features), made once per run. */
async function siteEditorConfig(config: SanitizedConfig) {
  editorConfig ??= await editorConfigFactory.default({ config })
  return editorConfig
}

const textOf = (node: Node): string =>
  typeof node.text === 'string' ? node.text : (node.children ?? []).map(textOf).join('')

const paragraph = (text: string, format = 2): Node => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  textFormat: format,
  children: [{ type: 'text', text, format, style: '', mode: 'normal', detail: 0, version: 1 }],
})

/**
 * Prepared HTML (html/prepare.ts) into the editor's Lexical document with Payload's own HTML
 * conversion and the site's editor configuration; each picture marker becomes the imported picture
 * (an upload node), or, when the picture could not be brought, its text alternative in italics, so
 * the page says what was there and shows nothing broken.
 */
export async function toLexical(
  config: SanitizedConfig,
  html: string,
  pictures: readonly ResolvedPicture[],
  /** Makes the upload nodes' ids the same on every run, so an unchanged post reads as unchanged. */
  idPrefix: string,
): Promise<LexicalState> {
  const state = convertHTMLToLexical({
    editorConfig: await siteEditorConfig(config),
    html,
    JSDOM,
  }) as unknown as LexicalState
  // The editor gives each link an id of its own (random); the same post must give the same document.
  let links = 0
  const numberLinks = (node: Node) => {
    if (typeof node.id === 'string' && (node.type === 'link' || node.type === 'autolink'))
      node.id = `${idPrefix}-link-${++links}`
    node.children?.forEach(numberLinks)
  }
  numberLinks(state.root)
  const byMarker = new Map(pictures.map((p) => [p.marker, p]))
  state.root.children = state.root.children.flatMap((node) => {
    const picture = node.type === 'paragraph' ? byMarker.get(textOf(node).trim()) : undefined
    if (!picture) return [node]
    if (picture.mediaId !== undefined)
      return [
        {
          type: 'upload',
          version: 3,
          format: '',
          id: `${idPrefix}-${picture.marker.replace(/\D/g, '')}`,
          fields: null,
          relationTo: 'media',
          value: picture.mediaId,
        },
      ]
    return picture.alt ? [paragraph(picture.alt)] : []
  })
  return state
}
