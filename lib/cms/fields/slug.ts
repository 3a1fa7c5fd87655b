import type { Field } from 'payload'
import { slugify } from '@/lib/text/slug'

/** A URL slug, unique, filled from `from` when the editor leaves it empty. */
export function slugField(from = 'title'): Field {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `Part of the page address. Left empty, it is made from the ${from}.` },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim()) return slugify(value)
          const source = data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
  }
}
