import type { Metadata } from 'next'
import { RequestInformationContent } from '@/features/request-information/page/RequestInformationContent'

export const metadata: Metadata = {
  title: 'Request information',
  description:
    'Ask the Admissions Office about certificate, undergraduate and graduate programmes. Tell us about yourself and we will contact you within 3 working days.',
  alternates: { canonical: '/request_information' },
}

export default function RequestInformationPage() {
  // Only the public site key reaches the browser; the secret stays on the server.
  const siteKey = process.env.RECAPTCHA_SECRET_KEY ? process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY : undefined
  return <RequestInformationContent recaptchaSiteKey={siteKey || undefined} />
}
