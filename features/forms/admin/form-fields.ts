import type { Block, Field } from 'payload'
import { validateLinkUrl } from '@/lib/cms/link-field'

/** A field's name is its key in the submission and in the page's form: letters, digits, _ and -, starting with a letter. */
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/

/** The one field type the plugin lacks: a telephone number (validated by features/forms/schema.ts). */
export const telephoneBlock: Block = {
  slug: 'telephone',
  labels: { singular: 'Telephone', plural: 'Telephone fields' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
        { name: 'label', type: 'text', admin: { width: '50%' } },
      ],
    },
    { name: 'width', type: 'number', admin: { description: 'Percent of the row (50 puts two fields side by side).' } },
    { name: 'required', type: 'checkbox' },
  ],
}

type Named = { name?: unknown; blockType?: unknown }

/**
 * The form's fields as a whole: each name usable as a key and none used twice (two fields of one
 * name would write over each other's answers).
 */
export function validateFormFields(value: unknown): true | string {
  if (!Array.isArray(value)) return true
  const seen = new Set<string>()
  for (const field of value as Named[]) {
    if (field.blockType === 'message') continue
    const name = typeof field.name === 'string' ? field.name : ''
    if (!FIELD_NAME.test(name))
      return `“${name}” cannot be a field name: use letters, digits, _ or -, starting with a letter (e.g. graduationYear).`
    if (seen.has(name)) return `Two fields are named “${name}”: give each field its own name.`
    seen.add(name)
  }
  return true
}

/** Notification addresses are the editor's own: a {{field}} there would let a visitor choose where the e-mail goes. */
export function validateRecipients(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && !value.includes('{{')
    ? true
    : 'Type the addresses themselves: a {{field}} here would let whoever fills in the form choose the recipient.'
}

/** Walks the plugin's form fields, giving the ones named here our rules. */
export function withFormRules(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if ('name' in field && field.name === 'fields' && field.type === 'blocks')
      return { ...field, validate: validateFormFields as never, minRows: 1 }
    if ('name' in field && field.name === 'emails' && field.type === 'array')
      return {
        ...field,
        admin: {
          ...field.admin,
          description:
            'Who is told of each submission, by e-mail (the submission’s answers in the message with {{fieldName}}; {{*:table}} puts them all). The addresses must be typed here; Reply To may be {{email}}.',
        },
        fields: withRecipientRules(field.fields),
      }
    if ('name' in field && field.name === 'redirect' && field.type === 'group')
      return { ...field, fields: withRedirectRules(field.fields) }
    return field
  })
}

function withRecipientRules(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'row') return { ...field, fields: withRecipientRules(field.fields) }
    if ('name' in field && ['emailTo', 'cc', 'bcc'].includes(field.name) && field.type === 'text')
      return { ...field, validate: validateRecipients as never }
    return field
  })
}

function withRedirectRules(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if ('name' in field && field.name === 'url' && field.type === 'text')
      return {
        ...field,
        validate: validateLinkUrl as never,
        admin: { ...field.admin, description: 'A path on this site (/alumni) or an https:// address.' },
      }
    return field
  })
}
