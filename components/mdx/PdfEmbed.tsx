import { getDocument } from '@/lib/reads/documents'
import { DownloadLink } from './Downloads'
import styles from './mdx.module.css'

/**
 * A PDF from the documents collection shown in the page (800 px high) on larger screens;
 * on small screens the viewer is hidden and a download link is shown instead.
 */
export async function PdfEmbed({ docKey, title, height = 800 }: { docKey: string; title: string; height?: number }) {
  const doc = await getDocument(docKey)
  if (!doc) return <p className="muted">The {title.toLowerCase()} is not available online at the moment.</p>
  return (
    <>
      <div className={styles.pdfDesktop} data-testid="pdf-embed">
        <iframe className={styles.pdfFrame} src={doc.url} title={title} style={{ height }} loading="lazy" />
        <p>
          <a href={doc.url} download>
            Download the {title.toLowerCase()} (PDF)
          </a>
        </p>
      </div>
      <div className={styles.pdfPhone} data-testid="pdf-download">
        <p>The {title.toLowerCase()} is easier to read as a download on a small screen.</p>
        <DownloadLink doc={doc} label={`Download the ${title.toLowerCase()}`} />
      </div>
    </>
  )
}
