/**
 * `npm run import:wordpress -- <export.xml>` or `-- --url <https://old.example>`: brings a WordPress
 * site in through Payload's Local API while the site stays up (features/wordpress-import/README.md).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import payloadConfig from '@payload-config'
import { getPayload } from 'payload'
import { isCacheTag } from '../lib/cache/tags'
import { expireAfterImport } from '../features/wordpress-import/expire-cache'
import { DEFAULT_MAPPING, readMapping } from '../features/wordpress-import/mapping/categories'
import { ImportReport } from '../features/wordpress-import/report'
import { readRest } from '../features/wordpress-import/source/rest'
import { parseWxr } from '../features/wordpress-import/source/wxr'
import { importSite } from '../features/wordpress-import/write/import'

const USAGE = `Usage: npm run import:wordpress -- <export.xml> | --url <https://old.example>
  [--uploads <copy of wp-content/uploads>] [--mapping <mapping.json>] [--no-download]
  [--dry-run] [--report <report.md>]`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    uploads: { type: 'string' },
    mapping: { type: 'string' },
    'no-download': { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    report: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
})
if (values.help || (!values.url && positionals.length !== 1) || (values.url && positionals.length)) {
  console.log(USAGE)
  process.exit(values.help ? 0 : 2)
}

const mapping = values.mapping ? readMapping(JSON.parse(readFileSync(values.mapping, 'utf8'))) : DEFAULT_MAPPING
const site = values.url ? await readRest(values.url) : parseWxr(readFileSync(positionals[0], 'utf8'))
const dryRun = values['dry-run']
const report = new ImportReport(values.url ?? path.resolve(positionals[0]), dryRun)
for (const [kind, n] of Object.entries(site.ignored))
  report.skipped.push({ what: `${n} WordPress ${kind} item(s)`, reason: 'the site has no place for this kind' })

const started = Date.now()
const payload = await getPayload({ config: payloadConfig })
console.log(`import-wordpress: Payload ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
try {
  const { tags } = await importSite({
    payload,
    site,
    mapping,
    report,
    dryRun,
    rawText: !values.url,
    files: { uploadsDir: values.uploads, download: !values['no-download'] },
  })
  report.cacheExpiry = dryRun
    ? 'not asked (dry run)'
    : await expireAfterImport(tags.flatMap((tag) => (isCacheTag(tag) ? [tag] : [])))
} finally {
  report.seconds = (Date.now() - started) / 1000
  const markdown = report.toMarkdown()
  const file =
    values.report ?? path.join('data', `wordpress-import-${new Date().toISOString().replace(/[:.]/g, '-')}.md`)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, markdown)
  console.log(markdown)
  console.log(`Report written to ${file}`)
  await payload.destroy()
}
process.exit(0)
