import type { RichTextData } from '@/components/ui/RichText'
import { toPublicForm } from '../definition'
import type { FormBlockData } from './FormBlock'

type StoredForm = Parameters<typeof toPublicForm>[0] & { confirmationMessage?: unknown }
type StoredBlock = { blockType: string; id?: string | null; message?: unknown }

/** A Form block as stored (its form populated), as FormBlock needs it; null when the form is gone. */
export function toFormBlockData(heading: string | null | undefined, form: unknown): FormBlockData | null {
  if (!form || typeof form !== 'object') return null
  const doc = form as StoredForm
  const messages: Record<string, RichTextData> = {}
  ;((doc.fields ?? []) as StoredBlock[]).forEach((block, index) => {
    if (block.blockType === 'message' && block.message) messages[block.id ?? String(index)] = block.message as RichTextData
  })
  const publicForm = toPublicForm(doc)
  return {
    heading: heading ?? '',
    form: publicForm,
    messages,
    confirmation:
      publicForm.confirmation.type === 'message' && doc.confirmationMessage
        ? (doc.confirmationMessage as RichTextData)
        : null,
  }
}
