import { dismissalKey, isDismissible } from '@/lib/alerts/dismissal'
import type { PublicAlert } from '@/lib/alerts/public-alert'
import { serializeJsonLd } from '@/lib/text/json-ld'

/** Set on <html> before the alert is parsed when this visitor must not see it (dismissed, or already ended). */
export const ALERT_HIDDEN_ATTRIBUTE = 'data-site-alert-hidden'

/** The id of the alert's facts in the page: a JSON <script>, which no browser runs. */
export const ALERT_DATA_ID = 'site-alert-data'

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

/**
 * Runs inline, before the alert in the server HTML: the alert is painted with the page (its space
 * is in the first frame, so nothing moves), and this hides it before the first paint where the
 * visitor dismissed this version of it, or where a page cached a moment too long shows it after
 * its end. The banner takes over once its code has loaded (SiteAlertBanner).
 *
 * Its text is the same whatever the alert (it reads the alert's facts from the JSON <script>
 * before it, `siteAlertData`): no text an editor writes is ever part of a script.
 */
export const siteAlertScript = `(function(){var h=false;try{var d=JSON.parse(document.getElementById(${JSON.stringify(ALERT_DATA_ID)}).textContent);h=Date.now()>=d.endsAt||(d.dismissal!==null&&localStorage.getItem(d.dismissal.key)===d.dismissal.version)}catch(e){}if(h)document.documentElement.setAttribute(${JSON.stringify(ALERT_HIDDEN_ATTRIBUTE)},"")})()`
