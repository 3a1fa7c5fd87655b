import CookiePolicy from '@/content/legal/cookie-policy.mdx'
import DataProtection from '@/content/legal/data-protection-notice.mdx'
import PrivacyNotice from '@/content/legal/privacy-notice.mdx'

/** The three legal texts, written once in content/legal and shown by the legal pages and the cookie notice. */
export function CookiePolicyText() {
  return <CookiePolicy />
}

export function PrivacyNoticeText() {
  return <PrivacyNotice />
}

export function DataProtectionText({ email }: { email: string }) {
  return <DataProtection email={email} />
}
