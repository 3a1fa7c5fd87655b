/** Short facts of a document (a place, a date, a department) in one line, the empty ones left out. */
export const joinFacts = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ')
