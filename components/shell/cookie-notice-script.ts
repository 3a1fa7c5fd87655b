import { CONSENT_KEY } from '@/lib/cookie-consent'

/** Set on <html> before the notice is parsed when it is due on this visit. */
export const NOTICE_DUE_ATTRIBUTE = 'data-cookie-notice'

/**
 * Runs inline, before the cookie notice in the HTML: the notice is open in the server HTML so it
 * is painted with the page (waiting for the scripts made it the late largest paint of most pages
 * on a first visit), and this decides, before anything is painted, whether it is due. Without
 * scripts nothing marks it due and it stays hidden: it could not be dismissed.
 */
export const cookieNoticeScript = `(function(){var due=true;try{due=localStorage.getItem(${JSON.stringify(CONSENT_KEY)})!=="true"}catch(e){}if(due)document.documentElement.setAttribute(${JSON.stringify(NOTICE_DUE_ATTRIBUTE)},"due")})()`
