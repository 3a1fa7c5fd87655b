import { readProgrammeChoices } from '@/features/request-information/choices'
import { RequestInformationContent } from '@/features/request-information/page/RequestInformationContent'
import { config } from '@/lib/config/site.mjs'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getSiteSettings } from '@/lib/reads/settings'

// A programme's save expires the choices' cache tag, and with it this page.
export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/request_information')

export default async function RequestInformationPage() {
  // Only the public site key reaches the browser; the secret stays on the server.
  const siteKey = config.recaptcha?.siteKey
  const [choices, settings] = await Promise.all([readProgrammeChoices(), getSiteSettings()])
  return (
    <RequestInformationContent
      choices={choices}
      recaptchaSiteKey={siteKey || undefined}
      admissionsEmail={settings.emails.admissions}
    />
  )
}
