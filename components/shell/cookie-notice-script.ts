// The script's text is in inline-scripts.mjs, where the server's request guard reads it too.
export { cookieNoticeScript, NOTICE_DUE_ATTRIBUTE, NOTICE_ID } from './inline-scripts.mjs'
