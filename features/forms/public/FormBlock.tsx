import { RichText, type RichTextData } from '@/components/ui/RichText'
import { config } from '@/lib/config/site.mjs'
import type { PublicForm } from '../definition'
import { EditorForm } from './LazyEditorForm'

export type FormBlockData = {
  heading: string
  form: PublicForm
  /** The rich text of the form's message blocks, by key. */
  messages: Record<string, RichTextData>
  confirmation: RichTextData | null
}

/** The Form block of a composed page: the editor's heading, then the form, its rich text rendered here on the server. */
export function FormBlock({ heading, form, messages, confirmation }: FormBlockData) {
  // Only the public site key reaches the browser; the secret stays on the server.
  const siteKey = config.recaptcha?.siteKey || undefined
  const rendered = Object.fromEntries(Object.entries(messages).map(([key, data]) => [key, <RichText key={key} data={data} />]))
  return (
    <section aria-label={heading || form.title}>
      {heading ? <h2>{heading}</h2> : null}
      <EditorForm
        form={form}
        messages={rendered}
        confirmation={confirmation ? <RichText data={confirmation} /> : null}
        recaptchaSiteKey={siteKey}
      />
    </section>
  )
}
