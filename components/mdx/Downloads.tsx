import { getDocuments, getDocumentsByKeys, type DocumentCategory, type DocumentFile } from '@/lib/reads/documents'
import styles from './mdx.module.css'

export function formatFileSize(bytes: number | null): string {
  if (!bytes) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

export function DownloadLink({ doc, label }: { doc: DocumentFile; label?: string }) {
  const size = formatFileSize(doc.filesize)
  return (
    <a className={styles.download} href={doc.url} download>
      <span className={styles.fileIcon} aria-hidden="true">
        PDF
      </span>
      <span>
        {label ?? doc.title}
        <span className={styles.fileMeta}>
          <span className="visually-hidden">Download </span>PDF{size ? `, ${size}` : ''}
        </span>
      </span>
    </a>
  )
}

/**
 * A list of documents from the CMS, either by `keys` (in that order) or a whole `category`,
 * optionally narrowed to keys starting with `prefix`. Editors replace the files in /admin.
 */
export async function Downloads({
  keys,
  category,
  prefix,
  columns,
  label,
}: {
  keys?: string[]
  category?: DocumentCategory
  prefix?: string
  columns?: boolean
  label?: string
}) {
  let docs = keys ? await getDocumentsByKeys(keys) : category ? await getDocuments(category) : []
  if (prefix) docs = docs.filter((d) => d.key.startsWith(prefix))
  if (docs.length === 0) {
    return (
      <p className="muted">
        These documents are not available online at the moment; please contact the office named above.
      </p>
    )
  }
  return (
    <ul className={`${styles.downloads} ${columns ? styles.columns : ''}`} aria-label={label}>
      {docs.map((doc) => (
        <li key={doc.key}>
          <DownloadLink doc={doc} />
        </li>
      ))}
    </ul>
  )
}
