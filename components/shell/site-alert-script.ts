import { dismissalKey, isDismissible } from '@/lib/alerts/dismissal'
import type { PublicAlert } from '@/lib/alerts/public-alert'

/** Set on <html> before the alert is parsed when this visitor must not see it (dismissed, or already ended). */
export const ALERT_HIDDEN_ATTRIBUTE = 'data-site-alert-hidden'

/** A value safe inside an inline script: JSON with `<` escaped, so no text can close the script. */
const literal = (value: string | number) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Runs inline, before the alert in the server HTML: the alert is painted with the page (its space
 * is in the first frame, so nothing moves), and this hides it before the first paint where the
 * visitor dismissed this version of it, or where a page cached a moment too long shows it after
 * its end. The banner takes over once its code has loaded (SiteAlertBanner).
 */
export function siteAlertScript(alert: PublicAlert): string {
  const dismissed = isDismissible(alert)
    ? `||localStorage.getItem(${literal(dismissalKey(alert))})===${literal(alert.version)}`
    : ''
  return `(function(){var h=false;try{h=Date.now()>=${Date.parse(alert.endsAt)}${dismissed}}catch(e){}if(h)document.documentElement.setAttribute(${literal(ALERT_HIDDEN_ATTRIBUTE)},"")})()`
}
