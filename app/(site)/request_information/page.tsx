import { RequestInformationForm } from '@/components/forms/RequestInformationForm'
import { PageHeader } from '@/components/ui/PageHeader'
import { config } from '@/lib/config.mjs'
import { page, pageMetadata } from '@/lib/pages'

export const metadata = pageMetadata('/request_information')

export default function RequestInformationPage() {
  // Only the public site key reaches the browser; the secret stays on the server.
  const siteKey = config.recaptcha?.siteKey
  return (
    <>
      <PageHeader
        title={page('/request_information').title}
        intro="Tell us a little about yourself and the programme you are interested in. The Admissions Office will contact you in no later than 3 working days."
      />
      <div className="container section">
        <RequestInformationForm recaptchaSiteKey={siteKey || undefined} />
      </div>
    </>
  )
}
