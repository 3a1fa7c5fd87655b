import type { Finding, FindingKind, Severity } from '@/lib/cms/checks/finding'

/**
 * The accessibility and readability rules of the checks before publishing: each one's severity
 * (errors refuse publishing, warnings do not) and the one sentence that says how to fix it,
 * written here once and added to every finding of the rule.
 */
export const RULES = {
  'alt-missing': {
    kind: 'picture',
    severity: 'error',
    fix: 'Describe what it shows in the picture’s “Text alternative” in Media.',
  },
  'alt-meaningless': {
    kind: 'picture',
    severity: 'error',
    fix: 'Replace it in Media with a few words on what the picture shows.',
  },
  'alt-caption': {
    kind: 'picture',
    severity: 'warning',
    fix: 'Make the text alternative describe the picture and leave the caption for what it adds, so screen readers do not read the same words twice.',
  },
  'heading-one': {
    kind: 'heading',
    severity: 'warning',
    fix: 'Use heading 2: the page title is the page’s only heading 1.',
  },
  'heading-skip': {
    kind: 'heading',
    severity: 'warning',
    fix: 'Use the level one below the heading before it, so no section seems to be missing.',
  },
  'link-empty': {
    kind: 'link-text',
    severity: 'error',
    fix: 'Give the link words that say where it leads.',
  },
  'link-vague': {
    kind: 'link-text',
    severity: 'error',
    fix: 'Make the link’s words name where it leads (“the admission requirements”), as screen-reader users hear links out of their sentence.',
  },
  'link-bare-url': {
    kind: 'link-text',
    severity: 'warning',
    fix: 'Name the destination in words instead, as screen readers spell an address out.',
  },
  'table-header': {
    kind: 'table',
    severity: 'error',
    fix: 'Make its first row the column headings, so each cell is read out with its heading.',
  },
  'all-caps': {
    kind: 'caps',
    severity: 'warning',
    fix: 'Write it in ordinary sentence case (use bold for emphasis), as capitals are slower to read and some screen readers spell them out.',
  },
  contrast: {
    kind: 'contrast',
    severity: 'error',
    fix: 'Choose a darker text colour or a lighter background (or the reverse) until the contrast reaches the minimum.',
  },
  'reading-level': {
    kind: 'readability',
    severity: 'warning',
    fix: 'Split long sentences and prefer short, everyday words, starting with the sentence quoted.',
  },
} as const satisfies Record<string, { kind: FindingKind; severity: Severity; fix: string }>

export type RuleId = keyof typeof RULES

/** A finding of `rule` at `path`: what is wrong (`problem`), then the rule's fix. */
export function finding(rule: RuleId, path: string, problem: string): Finding {
  const { kind, severity, fix } = RULES[rule]
  return { path, severity, kind, message: `${problem} ${fix}` }
}

/** Quotes an editor's text in a message, shortened to `max` characters. */
export function quote(text: string, max = 60): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return `“${clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean}”`
}
