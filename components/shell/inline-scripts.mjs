// @ts-check
/**
 * The scripts the site writes inline into its pages, and the names they share with the components.
 * Plain JavaScript so the server's request guard can read them too: a page's Content-Security-Policy
 * allows these texts by their hashes and no other script the site writes (lib/http/inline-script-policy.mjs).
 */

/** Spec §4: the notice's state lives in localStorage under this key, as 'true' or 'false'. */
export const CONSENT_KEY = 'modalSeen'

/** Set on <html>, right after the notice is parsed, when it is due on this visit. */
export const NOTICE_DUE_ATTRIBUTE = 'data-cookie-notice'

/** The notice's dialog, which the inline script makes a modal. */
export const NOTICE_ID = 'cookie-notice'

/**
 * Runs inline, right after the cookie notice in the HTML (the first thing in the body): the notice
 * is open in the server HTML so it is painted with the page (waiting for the scripts made it the
 * late largest paint of most pages on a first visit), and this decides, before the page below it
 * is parsed, whether it is due. Not before the notice: the parser may paint between the dialog's
 * opening tag and its content, and a due notice painted empty then grows into place (a layout
 * shift). Without scripts nothing marks it due and it stays hidden: it could not be dismissed.
 * A due notice is made a modal here too (focus inside, the page inert), while the notice is all
 * there is to lay out: done after hydration it laid out the whole page, a long task on a phone.
 */
export const cookieNoticeScript = `(function(){var due=true;try{due=localStorage.getItem(${JSON.stringify(CONSENT_KEY)})!=="true"}catch(e){}if(due){document.documentElement.setAttribute(${JSON.stringify(NOTICE_DUE_ATTRIBUTE)},"due");var d=document.getElementById(${JSON.stringify(NOTICE_ID)});if(d&&d.showModal){d.removeAttribute("open");d.showModal()}}})()`

/** Set on <html> before the alert is parsed when this visitor must not see it (dismissed, or already ended). */
export const ALERT_HIDDEN_ATTRIBUTE = 'data-site-alert-hidden'

/** The id of the alert's facts in the page: a JSON <script>, which no browser runs. */
export const ALERT_DATA_ID = 'site-alert-data'

/**
 * Runs inline, before the alert in the server HTML: the alert is painted with the page (its space
 * is in the first frame, so nothing moves), and this hides it before the first paint where the
 * visitor dismissed this version of it, or where a page cached a moment too long shows it after
 * its end. The banner takes over once its code has loaded (SiteAlertBanner).
 *
 * Its text is the same whatever the alert (it reads the alert's facts from the JSON <script>
 * before it, `siteAlertData` in site-alert-script.ts): no text an editor writes is ever part of a script.
 */
export const siteAlertScript = `(function(){var h=false;try{var d=JSON.parse(document.getElementById(${JSON.stringify(ALERT_DATA_ID)}).textContent);h=Date.now()>=d.endsAt||(d.dismissal!==null&&localStorage.getItem(d.dismissal.key)===d.dismissal.version)}catch(e){}if(h)document.documentElement.setAttribute(${JSON.stringify(ALERT_HIDDEN_ATTRIBUTE)},"")})()`

/** Every script the site itself writes inline. */
export const SITE_INLINE_SCRIPTS = [cookieNoticeScript, siteAlertScript]
