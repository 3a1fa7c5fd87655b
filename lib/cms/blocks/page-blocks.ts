import type { Block } from 'payload'
import { formBlock } from '@/features/forms/admin/form-block'
import { validateLinkUrl } from '@/lib/cms/link-field'

/**
 * The blocks an editor composes a page from (the `layout` of the `pages` collection), rendered by
 * components/composed-pages/Blocks.tsx. Rich text uses the site's editor (the Payload config's).
 */

const richText: Block = {
  slug: 'richText',
  labels: { singular: 'Text', plural: 'Text' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}

const picture: Block = {
  slug: 'picture',
  labels: { singular: 'Picture', plural: 'Pictures' },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text' },
  ],
}

const callToAction: Block = {
  slug: 'callToAction',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      name: 'linkLabel',
      type: 'text',
      required: true,
      admin: { description: 'What the button says, e.g. “Register now”.' },
    },
    {
      name: 'linkUrl',
      type: 'text',
      required: true,
      admin: { description: 'A path on this site (/request_information) or an https:// address.' },
      validate: validateLinkUrl,
    },
  ],
}

const cards: Block = {
  slug: 'cards',
  labels: { singular: 'Cards', plural: 'Cards' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        {
          name: 'linkUrl',
          type: 'text',
          required: true,
          admin: {
            description: 'A page or record on this site (/featurestory?article=…, /news/…) or an https:// address.',
          },
          validate: validateLinkUrl,
        },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}

const faq: Block = {
  slug: 'faq',
  labels: { singular: 'Questions and answers', plural: 'Questions and answers' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'richText', required: true },
      ],
    },
  ],
}

/** A table of plain text: a header row and rows of cells, read left to right. */
const table: Block = {
  slug: 'table',
  labels: { singular: 'Table', plural: 'Tables' },
  fields: [
    {
      name: 'caption',
      type: 'text',
      required: true,
      admin: { description: 'Says what the table shows (read first by screen readers).' },
    },
    {
      name: 'headerRow',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Column heading', plural: 'Column headings' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    {
      name: 'rows',
      type: 'array',
      labels: { singular: 'Row', plural: 'Rows' },
      fields: [
        {
          name: 'cells',
          type: 'array',
          labels: { singular: 'Cell', plural: 'Cells' },
          fields: [{ name: 'text', type: 'text' }],
        },
      ],
    },
  ],
}

const video: Block = {
  slug: 'video',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'youtubeId',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Za-z0-9_-]{11}$/.test(value)
          ? true
          : 'The 11 characters after watch?v= in the YouTube address.',
      admin: {
        description:
          'The 11 characters after watch?v= in the YouTube address. Nothing loads from YouTube until a visitor presses play.',
      },
    },
  ],
}

const downloads: Block = {
  slug: 'downloads',
  labels: { singular: 'Downloads', plural: 'Downloads' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'documents', type: 'relationship', relationTo: 'documents', hasMany: true, required: true },
  ],
}

export const PAGE_BLOCKS: Block[] = [richText, picture, callToAction, cards, faq, table, video, downloads, formBlock]
