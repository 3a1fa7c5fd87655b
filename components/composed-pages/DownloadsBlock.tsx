import { DownloadLink } from '@/components/mdx/Downloads'
import type { DocumentFile } from '@/lib/reads/documents'
import styles from './ComposedPage.module.css'

/** Files an editor chose from the documents collection, each a download link with its size. */
export function DownloadsBlock({ heading, documents }: { heading: string; documents: DocumentFile[] }) {
  if (!documents.length) return null
  return (
    <section aria-label={heading || 'Downloads'}>
      <h2>{heading || 'Downloads'}</h2>
      <ul className={styles.downloads}>
        {documents.map((doc) => (
          <li key={doc.key}>
            <DownloadLink doc={doc} />
          </li>
        ))}
      </ul>
    </section>
  )
}
