import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { linksOf, publishingChecks } from './hook'

// Payload's own classes are ES modules Jest does not load; its ValidationError carries the field errors as `data`.
jest.mock('payload', () => ({
  ValidationError: class extends Error {
    status = 400
    constructor(public data: unknown) {
      super('The following field is invalid')
    }
  },
}))

const fields = [
  { name: 'title', type: 'text' },
  { name: 'content', type: 'richText' },
  { name: 'advertUrl', type: 'text' },
]
const rich = (url: string) => ({
  root: {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [{ type: 'link', fields: { linkType: 'custom', url }, children: [{ type: 'text', text: 'Apply' }] }],
      },
    ],
  },
})

type HookArgs = Parameters<CollectionBeforeChangeHook>[0]
/** A draft save (no look-ups: a draft is checked for nothing that needs the database). */
const saveDraft = (data: Record<string, unknown>) =>
  publishingChecks({ title: 'title' })({
    collection: { slug: 'stories', fields },
    data: { ...data, _status: 'draft' },
    originalDoc: { title: 'A story', content: rich('/news') },
    req: {} as PayloadRequest,
  } as unknown as HookArgs)

describe('publishingChecks on a draft', () => {
  it('refuses links with a scheme no page may carry, beside their field', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)']) {
      await expect(saveDraft({ content: rich(url) })).rejects.toMatchObject({
        status: 400,
        data: { errors: [{ path: 'content' }] },
      })
    }
    await expect(saveDraft({ advertUrl: 'javascript:alert(1)' })).rejects.toMatchObject({
      data: { errors: [{ path: 'advertUrl' }] },
    })
  })

  it('saves a draft with what only publishing refuses (a link to nowhere, an empty link)', async () => {
    const data = { content: rich('/no-such-page'), advertUrl: 'https://jobs.example.edu/1' }
    await expect(saveDraft(data)).resolves.toEqual({ ...data, _status: 'draft' })
  })
})

describe('linksOf', () => {
  it('gives the addresses of link fields and rich text, and the records rich text links to by id', () => {
    const content = {
      root: {
        type: 'root',
        children: [
          ...rich(' /news/homecoming ').root.children,
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                fields: { linkType: 'internal', doc: { relationTo: 'programmes', value: { id: 12, name: 'Nursing' } } },
                children: [{ type: 'text', text: 'Nursing' }],
              },
              {
                type: 'link',
                fields: { linkType: 'internal', doc: { relationTo: 'media', value: 7 } },
                children: [{ type: 'text', text: 'Map' }],
              },
              { type: 'autolink', fields: { url: '' }, children: [] },
            ],
          },
        ],
      },
    }
    const linked = linksOf(fields, { title: 'A job', content, advertUrl: '/careers/4' })
    expect(linked.hrefs).toEqual(['/careers/4', '/news/homecoming'])
    expect(linked.documents).toEqual([
      { relationTo: 'programmes', id: '12' },
      { relationTo: 'media', id: '7' },
    ])
  })
})
