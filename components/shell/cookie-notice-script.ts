import { CONSENT_KEY } from './cookie-consent'

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
