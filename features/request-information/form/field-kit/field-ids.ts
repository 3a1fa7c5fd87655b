/** The ids that tie a field's control to its label, description and error message. */

export const fieldId = (name: string) => `ri-${name}`
export const hintId = (name: string) => `ri-${name}-hint`
export const errorId = (name: string) => `ri-${name}-error`

/** aria-describedby of a control: its description, then its error when it has one. */
export function describedBy(name: string, hasError: boolean, hint?: string) {
  return [hint ? hintId(name) : null, hasError ? errorId(name) : null].filter(Boolean).join(' ') || undefined
}
