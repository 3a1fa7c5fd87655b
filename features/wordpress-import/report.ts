/** What one import run did, written as Markdown at the end (and printed). */

export type Outcome = 'created' | 'updated' | 'unchanged' | 'skipped'

export type ReportKind =
  | 'feature story'
  | 'news article'
  | 'sports article'
  | 'page'
  | 'picture'
  | 'document'
  | 'redirect'
  | 'scheduled publish'

export class ImportReport {
  readonly counts = new Map<ReportKind, Record<Outcome, number>>()
  readonly skipped: { what: string; reason: string }[] = []
  readonly notes: { what: string; note: string }[] = []
  readonly markup: { what: string; detail: string }[] = []
  readonly redirects: { from: string; to: string; outcome: Outcome }[] = []
  readonly unmappedTerms = new Map<string, number>()
  cacheExpiry = 'not asked'
  /** How long the run took, Payload's start included. */
  seconds?: number

  constructor(
    readonly source: string,
    readonly dryRun: boolean,
  ) {}

  count(kind: ReportKind, outcome: Outcome) {
    const row = this.counts.get(kind) ?? { created: 0, updated: 0, unchanged: 0, skipped: 0 }
    row[outcome] += 1
    this.counts.set(kind, row)
  }

  skip(kind: ReportKind, what: string, reason: string) {
    this.count(kind, 'skipped')
    this.skipped.push({ what, reason })
  }

  /** Whether the run changed anything (a second run of the same export changes nothing). */
  get changed(): boolean {
    return [...this.counts.values()].some((row) => row.created + row.updated > 0)
  }

  toMarkdown(): string {
    const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
    const lines = [
      `# WordPress import${this.dryRun ? ' (dry run: nothing was written)' : ''}`,
      '',
      `Source: ${this.source}`,
      '',
      '| kind | created | updated | unchanged | skipped |',
      '| --- | --- | --- | --- | --- |',
      ...[...this.counts].map(
        ([kind, r]) => `| ${kind} | ${r.created} | ${r.updated} | ${r.unchanged} | ${r.skipped} |`,
      ),
      '',
      `Cache: ${this.cacheExpiry}`,
      ...(this.seconds === undefined ? [] : ['', `Took ${Math.round(this.seconds)} s.`]),
      '',
      `## Skipped (${this.skipped.length})`,
      '',
      ...(this.skipped.length
        ? ['| item | reason |', '| --- | --- |', ...this.skipped.map((s) => `| ${cell(s.what)} | ${cell(s.reason)} |`)]
        : ['Nothing.']),
      '',
      `## Brought in with a note (${this.notes.length})`,
      '',
      ...(this.notes.length
        ? ['| item | note |', '| --- | --- |', ...this.notes.map((n) => `| ${cell(n.what)} | ${cell(n.note)} |`)]
        : ['Nothing.']),
      '',
      `## Markup that was not brought as it was (${this.markup.length})`,
      '',
      ...(this.markup.length
        ? ['| item | what |', '| --- | --- |', ...this.markup.map((m) => `| ${cell(m.what)} | ${cell(m.detail)} |`)]
        : ['Nothing.']),
      '',
      `## Categories and tags with no place on the site (${this.unmappedTerms.size})`,
      '',
      this.unmappedTerms.size
        ? [...this.unmappedTerms].map(([term, posts]) => `${term} (${posts})`).join(', ')
        : 'None.',
      '',
      `## Redirects (${this.redirects.length})`,
      '',
      ...(this.redirects.length
        ? [
            '| old address | leads to | |',
            '| --- | --- | --- |',
            ...this.redirects.map((r) => `| ${cell(r.from)} | ${cell(r.to)} | ${r.outcome} |`),
          ]
        : ['None.']),
      '',
    ]
    return lines.join('\n')
  }
}
