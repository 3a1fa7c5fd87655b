import 'server-only'
import { includes, recordTag, relationsOf } from '@/lib/cache/tags'
import type { Document, Page as PageDoc } from '@/lib/cms/payload-types'
import { shareOverride } from '@/lib/seo/override'
import type { ShareOverride } from '@/lib/seo/share-card'
import { lexicalToPlainText } from '@/lib/text/plain-text'
import { truncate } from '@/lib/text/truncate'
import { toFormBlockData } from '@/features/forms/public/form-block-data'
import type { FormBlockData } from '@/features/forms/public/FormBlock'
import { cachedRead } from './cached-read'
import { toDocumentFile, type DocumentFile } from './documents'
import { findAll, stableSort, type Chunk, type Page } from './find-all'
import { toImage, type Image } from './media'
import { getPayloadClient } from './payload'
import { visible } from './visible'

type RichTextData = Extract<NonNullable<PageDoc['layout']>[number], { blockType: 'richText' }>['content']

/** One block of a composed page, as its view needs it (components/composed-pages). */
export type ComposedBlock = { id: string } & (
  | { type: 'richText'; content: RichTextData }
  | { type: 'picture'; image: Image; caption: string }
  | { type: 'callToAction'; heading: string; text: string; linkLabel: string; linkUrl: string }
  | {
      type: 'cards'
      heading: string
      items: { title: string; text: string; linkUrl: string; image: Image | null }[]
    }
  | { type: 'faq'; heading: string; items: { question: string; answer: RichTextData }[] }
  | { type: 'table'; caption: string; header: string[]; rows: string[][] }
  | { type: 'video'; title: string; youtubeId: string }
  | { type: 'downloads'; heading: string; documents: DocumentFile[] }
  | ({ type: 'form' } & FormBlockData)
)

export type ComposedPage = {
  path: string
  title: string
  /** The editor's introduction, or the opening of the page's text when there is none. */
  description: string
  /** Whether `description` is the editor's own (shown under the title) or made from the text. */
  ownDescription: boolean
  heading: string
  heroImage: Image | null
  blocks: ComposedBlock[]
  /** All the page's words, for site search. */
  text: string
  updatedAt: string
  meta: ShareOverride
}

type LayoutBlock = NonNullable<PageDoc['layout']>[number]

function toBlock(block: LayoutBlock, index: number): ComposedBlock | null {
  const id = block.id ?? String(index)
  switch (block.blockType) {
    case 'richText':
      return { id, type: 'richText', content: block.content }
    case 'picture': {
      const image = toImage(block.image)
      return image ? { id, type: 'picture', image, caption: block.caption ?? '' } : null
    }
    case 'callToAction':
      return {
        id,
        type: 'callToAction',
        heading: block.heading,
        text: block.text ?? '',
        linkLabel: block.linkLabel,
        linkUrl: block.linkUrl,
      }
    case 'cards':
      return {
        id,
        type: 'cards',
        heading: block.heading ?? '',
        items: block.items.map((item) => ({
          title: item.title,
          text: item.text ?? '',
          linkUrl: item.linkUrl,
          image: toImage(item.image),
        })),
      }
    case 'faq':
      return {
        id,
        type: 'faq',
        heading: block.heading ?? '',
        items: block.items.map((item) => ({ question: item.question, answer: item.answer })),
      }
    case 'table':
      return {
        id,
        type: 'table',
        caption: block.caption,
        header: block.headerRow.map((cell) => cell.text),
        rows: (block.rows ?? []).map((row) => (row.cells ?? []).map((cell) => cell.text ?? '')),
      }
    case 'video':
      return { id, type: 'video', title: block.title, youtubeId: block.youtubeId }
    case 'downloads': {
      const documents = (block.documents ?? [])
        .filter((d): d is Document => typeof d === 'object' && d !== null)
        .map(toDocumentFile)
        .filter((d): d is DocumentFile => d !== null)
      return { id, type: 'downloads', heading: block.heading ?? '', documents }
    }
    case 'form': {
      const data = toFormBlockData(block.heading, block.form)
      return data ? { id, type: 'form', ...data } : null
    }
    default:
      return null
  }
}

/** The words of a block, for site search and a description made from the text. */
function blockText(block: ComposedBlock): string {
  switch (block.type) {
    case 'richText':
      return lexicalToPlainText(block.content)
    case 'picture':
      return block.caption
    case 'callToAction':
      return `${block.heading} ${block.text}`
    case 'cards':
      return [block.heading, ...block.items.map((i) => `${i.title} ${i.text}`)].join(' ')
    case 'faq':
      return [block.heading, ...block.items.map((i) => `${i.question} ${lexicalToPlainText(i.answer)}`)].join(' ')
    case 'table':
      return [block.caption, ...block.header, ...block.rows.flat()].join(' ')
    case 'video':
      return block.title
    case 'downloads':
      return [block.heading, ...block.documents.map((d) => d.title)].join(' ')
    case 'form':
      return block.heading
  }
}

function toComposedPage(doc: PageDoc): ComposedPage {
  const blocks = (doc.layout ?? []).map(toBlock).filter((b): b is ComposedBlock => b !== null)
  const text = blocks.map(blockText).join(' ').replace(/\s+/g, ' ').trim()
  const own = doc.description?.trim() ?? ''
  return {
    path: doc.path,
    title: doc.title,
    description: own || truncate(text, 160),
    ownDescription: own !== '',
    heading: doc.hero?.heading?.trim() || doc.title,
    heroImage: toImage(doc.hero?.image),
    blocks,
    text,
    updatedAt: doc.updatedAt,
    meta: shareOverride(doc.meta),
  }
}

/**
 * The published page an editor composed at `path`, or null. Tagged with its own page's tag, not the
 * collection's: saving one page expires that page (and the lists, tagged `pages`), not every page.
 * An unknown path is a miss, read each time and kept nowhere (lib/reads/cached-read.ts), so the
 * addresses anyone types cannot fill the cache; its page is still tagged with the path's tag, so
 * publishing a page there reaches it.
 */
export const getComposedPage = cachedRead(
  'pages:detail',
  includes(relationsOf('pages', 1), (path: string) => [recordTag('pages', path)]),
  async (path: string): Promise<ComposedPage | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      ...visible(payload, 'pages', { path: { equals: path } }),
      limit: 1,
      depth: 1,
    })
    return docs[0] ? toComposedPage(docs[0]) : null
  },
)

/** One chunk of the composed pages' addresses (each chunk cached on its own). */
const readComposedPageUrls = cachedRead(
  'pages:urls',
  includes(['pages']),
  async (chunk: Chunk): Promise<Page<{ url: string; lastModified: string }>> => {
    const payload = await getPayloadClient()
    const { docs, hasNextPage } = await payload.find({
      collection: 'pages',
      ...visible(payload, 'pages'),
      sort: stableSort('path'),
      depth: 0,
      select: { path: true, updatedAt: true },
      ...chunk,
    })
    return { docs: docs.map((p) => ({ url: p.path, lastModified: p.updatedAt })), hasNextPage }
  },
)

/** Every published composed page's address and last change (the sitemap, the site search). */
export function listComposedPageUrls(): Promise<{ url: string; lastModified: string }[]> {
  return findAll(readComposedPageUrls)
}
