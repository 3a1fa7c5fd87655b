import type { Block } from 'payload'

/** The Form block of composed pages: one of the forms editors built (Forms → Forms), under an optional heading. */
export const formBlock: Block = {
  slug: 'form',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Shown above the form, e.g. “Update your details”.' } },
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      admin: { description: 'Build forms under Forms → Forms.' },
    },
  ],
}
