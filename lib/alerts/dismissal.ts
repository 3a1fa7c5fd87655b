import type { PublicAlert } from './public-alert'

/**
 * A dismissal is remembered in the visitor's own browser (localStorage, no cookie): under the
 * alert's id, holding the version dismissed, so an edited alert shows again. Emergencies cannot
 * be dismissed.
 */
export const DISMISSAL_PREFIX = 'site-alert-dismissed:'

export const dismissalKey = (alert: Pick<PublicAlert, 'id'>) => DISMISSAL_PREFIX + alert.id

export const isDismissible = (alert: Pick<PublicAlert, 'level'>) => alert.level !== 'emergency'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

export function isDismissed(storage: Storage, alert: Pick<PublicAlert, 'id' | 'level' | 'version'>): boolean {
  return isDismissible(alert) && storage.getItem(dismissalKey(alert)) === alert.version
}

export function dismiss(storage: Storage, alert: Pick<PublicAlert, 'id' | 'level' | 'version'>) {
  if (isDismissible(alert)) storage.setItem(dismissalKey(alert), alert.version)
}
