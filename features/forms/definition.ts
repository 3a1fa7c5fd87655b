/**
 * A form an editor built, as the page and the submission route need it (no zod, no Payload: the
 * browser's form imports this). The editor's own rich text (message blocks, the confirmation) is
 * rendered on the server and handed to the form beside it.
 */

export const INPUT_KINDS = ['text', 'textarea', 'email', 'telephone', 'select', 'checkbox', 'date'] as const
export type InputKind = (typeof INPUT_KINDS)[number]

export type Option = { label: string; value: string }

export type InputField = {
  kind: InputKind
  name: string
  label: string
  required: boolean
  /** Percent of the row the editor gave it (null: the whole row). */
  width: number | null
  /** A select's choices. */
  options: Option[]
  placeholder: string
  defaultValue: string | boolean
}

/** The editor's text between fields; `key` finds its rendered rich text. */
export type MessageField = { kind: 'message'; key: string }

export type PublicField = InputField | MessageField

export type Confirmation = { type: 'message' } | { type: 'redirect'; url: string }

export type PublicForm = {
  id: string
  title: string
  fields: PublicField[]
  submitLabel: string
  confirmation: Confirmation
}

/** What the form holds: text answers, and true or false for a checkbox. */
export type FormValues = Record<string, string | boolean>

export const isInput = (field: PublicField): field is InputField => field.kind !== 'message'

/** The form's values before the visitor types: the editor's defaults, else empty. */
export function initialValues(fields: PublicField[]): FormValues {
  const values: FormValues = {}
  for (const field of fields.filter(isInput))
    values[field.name] =
      field.kind === 'checkbox'
        ? field.defaultValue === true
        : typeof field.defaultValue === 'string'
          ? field.defaultValue
          : ''
  return values
}

type StoredBlock = {
  blockType: string
  id?: string | null
  name?: string | null
  label?: string | null
  required?: boolean | null
  width?: number | null
  options?: { label?: string | null; value?: string | null }[] | null
  placeholder?: string | null
  defaultValue?: string | boolean | null
}

type StoredForm = {
  id: number | string
  title: string
  fields?: StoredBlock[] | null
  submitButtonLabel?: string | null
  confirmationType?: 'message' | 'redirect' | null
  redirect?: { url?: string | null } | null
}

const isKind = (value: string): value is InputKind => (INPUT_KINDS as readonly string[]).includes(value)

/** The stored form (collection `forms`) as the page and the route need it; fields of kinds the site does not offer are left out. */
export function toPublicForm(doc: StoredForm): PublicForm {
  const fields: PublicField[] = []
  ;(doc.fields ?? []).forEach((block, index) => {
    if (block.blockType === 'message') {
      fields.push({ kind: 'message', key: block.id ?? String(index) })
      return
    }
    if (!isKind(block.blockType) || !block.name) return
    fields.push({
      kind: block.blockType,
      name: block.name,
      label: block.label?.trim() || block.name,
      required: block.required === true,
      width: typeof block.width === 'number' && block.width > 0 && block.width < 100 ? block.width : null,
      options: (block.options ?? [])
        .filter((o) => o.value)
        .map((o) => ({ label: o.label?.trim() || String(o.value), value: String(o.value) })),
      placeholder: block.placeholder ?? '',
      defaultValue: block.defaultValue ?? (block.blockType === 'checkbox' ? false : ''),
    })
  })
  const url = doc.redirect?.url ?? ''
  return {
    id: String(doc.id),
    title: doc.title,
    fields,
    submitLabel: doc.submitButtonLabel?.trim() || 'Send',
    confirmation: doc.confirmationType === 'redirect' && url ? { type: 'redirect', url } : { type: 'message' },
  }
}
