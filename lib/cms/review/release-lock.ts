/**
 * A review step hands the document over (to its reviewers, or back to its author), so the one who
 * took it holds it no longer. Payload locks a document in the name of whoever edits it (others
 * opening it get "Document locked", and their saves answer 423 until the lock is minutes old), and
 * a save releases the lock; but the form's last change before the step can ask for its lock status
 * just after the step's save, which locks the document again in the editor's name: reviewers would
 * find a submitted change locked to an author who is done with it. Releasing the signed-in user's
 * own lock after the step ends that; anyone else's lock is left as it is.
 */

type LockOwner = { id: string | number; collection: string }

/** The REST query naming the signed-in user's own lock on one document. */
export function ownLockQuery(collection: string, id: string | number, user: LockOwner): string {
  return new URLSearchParams({
    'where[document.relationTo][equals]': collection,
    'where[document.value][equals]': String(id),
    'where[user.relationTo][equals]': user.collection,
    'where[user.value][equals]': String(user.id),
  }).toString()
}

/** Deletes the signed-in user's lock on the document, if they hold one. */
export async function releaseOwnLock(
  api: string,
  collection: string,
  id: string | number,
  user: LockOwner | null | undefined,
): Promise<void> {
  if (!user) return
  try {
    await fetch(`${api}/payload-locked-documents?${ownLockQuery(collection, id, user)}`, {
      method: 'DELETE',
      credentials: 'include',
    })
  } catch {
    // The step is saved: a lock left behind ends with its duration, and others may take it over.
  }
}
