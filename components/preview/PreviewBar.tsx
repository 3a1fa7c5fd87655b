import { LivePreviewRefresh } from './LivePreviewRefresh'
import styles from './PreviewBar.module.css'

/**
 * Tells a signed-in editor the page shows drafts, and follows the admin's live preview. The layout
 * shows it only in an editor's preview (isEditorPreview): visitors, and anyone holding only a
 * copied draft-mode cookie, get nothing here and none of its script.
 */
export function PreviewBar() {
  return (
    <div className={styles.bar} role="status">
      <span>Preview: this page shows drafts that are not published yet.</span>
      <a href="/api/preview/exit">Leave preview</a>
      <LivePreviewRefresh />
    </div>
  )
}
