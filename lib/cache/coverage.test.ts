/**
 * Makes a forgotten hook fail here: every collection and global of the Payload config is declared
 * shown or private (lib/cache/tags.ts), every shown one expires its own tag on save, RELATIONS
 * matches the fields, and every read includes only shown sources (whose hooks expire its tags).
 */
// The raw config with its plugins applied: Payload itself is ESM-only under Jest. payload.config.ts
// finishes the built config with `.then(…)`, so the stand-in hands the config to it.
type RawConfig = { plugins?: ((c: RawConfig) => RawConfig)[]; collections?: { slug: string; fields: unknown[] }[] }
jest.mock('payload', () => ({
  buildConfig: (config: RawConfig) => ({
    then: (finish: (c: unknown) => unknown) => finish((config.plugins ?? []).reduce((c, plugin) => plugin(c), config)),
  }),
}))
// The SEO plugin (ESM-only too) adds a `meta` group whose picture is an upload to the media collection.
jest.mock('@payloadcms/plugin-seo', () => ({
  seoPlugin:
    ({ collections, uploadsCollection }: { collections: string[]; uploadsCollection: string }) =>
    (config: RawConfig) => ({
      ...config,
      collections: config.collections?.map((c) =>
        collections.includes(c.slug)
          ? {
              ...c,
              fields: [
                ...c.fields,
                {
                  name: 'meta',
                  type: 'group',
                  fields: [{ name: 'image', type: 'upload', relationTo: uploadsCollection }],
                },
              ],
            }
          : c,
      ),
    }),
}))
// The form builder (ESM-only too) adds its two collections with our overrides; a submission points to its form.
jest.mock('@payloadcms/plugin-form-builder', () => ({
  formBuilderPlugin: (options: { formOverrides: object; formSubmissionOverrides: object }) => (config: RawConfig) => ({
    ...config,
    collections: [
      ...(config.collections ?? []),
      { ...options.formOverrides, slug: 'forms', fields: [] },
      {
        ...options.formSubmissionOverrides,
        slug: 'form-submissions',
        fields: [{ name: 'form', type: 'relationship', relationTo: 'forms' }],
      },
    ],
  }),
}))
jest.mock('@/lib/cms/database', () => ({ databaseAdapter: () => ({}) }))
jest.mock('@/lib/cms/storage', () => ({ uploadStorage: () => (config: unknown) => config }))

import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { CollectionConfig, Config, Field, GlobalConfig } from 'payload'
import config from '@payload-config'
import { expiryHookSource } from '@/lib/cms/hooks/revalidate'
import { declaredReads } from '@/lib/reads/cached-read'
import { COLLECTIONS, GLOBALS, RELATIONS, SOURCES, type Source } from './tags'

const raw = config as unknown as Config
const collections = raw.collections as CollectionConfig[]
const globals = (raw.globals ?? []) as GlobalConfig[]

/**
 * Collections a field list points to: upload, relationship and join fields, nested fields included
 * (a rich-text field's blocks too: Payload populates their relationships; jest.richtext-lexical.ts).
 * A relationship Payload never populates (`maxDepth: 0`: ids only) makes no read depend on its target.
 */
function targets(fields: Field[]): string[] {
  return fields.flatMap((field): string[] => {
    const f = field as Field & {
      maxDepth?: number
      relationTo?: string | string[]
      collection?: string | string[]
      fields?: Field[]
      tabs?: { fields: Field[] }[]
      blocks?: { fields: Field[] }[]
      editor?: { blocks?: { fields: Field[] }[] }
    }
    const own =
      (f.type === 'upload' || f.type === 'relationship') && f.maxDepth !== 0
        ? [f.relationTo ?? []].flat()
        : f.type === 'join'
          ? [f.collection ?? []].flat()
          : []
    const nested = [
      ...(f.fields ?? []),
      ...(f.tabs ?? []).flatMap((t) => t.fields),
      ...(f.blocks ?? []).flatMap((b) => b.fields),
      ...(f.type === 'richText' ? (f.editor?.blocks ?? []) : []).flatMap((b) => b.fields),
    ]
    return [...own, ...targets(nested)]
  })
}

const hookSources = (hooks: unknown[] | undefined) => (hooks ?? []).map(expiryHookSource).filter(Boolean)

describe('every collection and global of the Payload config', () => {
  it('is declared shown or private', () => {
    expect(collections.map((c) => c.slug).filter((slug) => !(slug in COLLECTIONS))).toEqual([])
    expect(globals.map((g) => g.slug).filter((slug) => !(slug in GLOBALS))).toEqual([])
  })

  it.each(collections.map((c) => [c.slug, c] as const))(
    'collection %s expires its own tag on save and delete if shown, none if private',
    (slug, collection) => {
      const expected = COLLECTIONS[slug as keyof typeof COLLECTIONS] === 'shown' ? [slug] : []
      expect(hookSources(collection.hooks?.afterChange)).toEqual(expected)
      expect(hookSources(collection.hooks?.afterDelete)).toEqual(expected)
    },
  )

  it.each(globals.map((g) => [g.slug, g] as const))(
    'global %s expires its own tag on save if shown, none if private',
    (slug, global) => {
      const expected = GLOBALS[slug as keyof typeof GLOBALS] === 'shown' ? [slug] : []
      expect(hookSources(global.hooks?.afterChange)).toEqual(expected)
    },
  )

  it('points only where RELATIONS says (so reads that follow relations include what Payload populates)', () => {
    const fromConfig = Object.fromEntries(
      [...collections, ...globals]
        .filter((c) => SOURCES.includes(c.slug as Source))
        .map((c) => [c.slug, [...new Set(targets(c.fields))].sort()]),
    )
    const declared = Object.fromEntries(Object.entries(RELATIONS).map(([slug, to]) => [slug, [...to].sort()]))
    expect(declared).toEqual(fromConfig)
  })
})

describe('every cached read', () => {
  // Loading every module of lib/reads registers each read's declaration; the site search's index, its parts' version tokens.
  beforeAll(async () => {
    const readsDir = path.join(__dirname, '../reads')
    for (const file of readdirSync(readsDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')))
      await import(path.join(readsDir, file))
    await import('@/features/site-search/index/site-index')
  })

  it('is declared', () => {
    expect(declaredReads.size).toBeGreaterThan(20)
  })

  it('includes only collections and globals whose saves expire its tags', () => {
    for (const [name, declared] of declaredReads) {
      for (const source of declared.sources) {
        expect({ name, source, shown: SOURCES.includes(source) }).toEqual({ name, source, shown: true })
        const config = [...collections, ...globals].find((c) => c.slug === source)
        expect({ name, source, hooked: hookSources(config?.hooks?.afterChange) }).toEqual({
          name,
          source,
          hooked: [source],
        })
      }
    }
  })

  it('together include every shown collection and global (one no read includes is not shown: declare it private)', () => {
    const included = new Set([...declaredReads.values()].flatMap((d) => d.sources))
    expect(SOURCES.filter((s) => !included.has(s))).toEqual([])
  })
})
