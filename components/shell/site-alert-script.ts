import { dismissalKey, isDismissible } from '@/lib/alerts/dismissal'
import type { PublicAlert } from '@/lib/alerts/public-alert'
import { serializeJsonLd } from '@/lib/text/json-ld'

// The script's text and the names it shares are in inline-scripts.mjs, where the server's request guard reads them too.
export { ALERT_DATA_ID, ALERT_HIDDEN_ATTRIBUTE, siteAlertScript } from './inline-scripts.mjs'

/** What the inline script needs to know of the alert on: when it ends, and how a dismissal of this version is remembered. */
export type AlertScriptData = { endsAt: number; dismissal: { key: string; version: string } | null }

/** The alert's facts for its JSON <script> (`<` and friends escaped, so no text can close it). */
export function siteAlertData(alert: PublicAlert): string {
  const data: AlertScriptData = {
    endsAt: Date.parse(alert.endsAt),
    dismissal: isDismissible(alert) ? { key: dismissalKey(alert), version: alert.version } : null,
  }
  return serializeJsonLd(data)
}
