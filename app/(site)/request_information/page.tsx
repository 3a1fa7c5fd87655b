import type { Metadata } from 'next'
import { RequestInformationForm } from '@/components/forms/RequestInformationForm'
import { PageHeader } from '@/components/ui/PageHeader'
import { config } from '@/lib/config.mjs'

export const metadata: Metadata = {
  title: 'Request information',
  description:
    'Ask the Admissions Office about certificate, undergraduate and graduate programmes. Tell us about yourself and we will contact you within 3 working days.',
  alternates: { canonical: '/request_information' },
}

export default function RequestInformationPage() {
  // Only the public site key reaches the browser; the secret stays on the server.
  const siteKey = config.recaptcha?.siteKey
  return (
    <>
      <PageHeader
        title="Request Information"
        intro="Tell us a little about yourself and the programme you are interested in. The Admissions Office will contact you in no later than 3 working days."
      />
      <div className="container section">
        <RequestInformationForm recaptchaSiteKey={siteKey || undefined} />
      </div>
    </>
  )
}
