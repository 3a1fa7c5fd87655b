import { RequestInformationContent } from '@/features/request-information/page/RequestInformationContent'
import { config } from '@/lib/config/site.mjs'
import { pageMetadata } from '@/lib/pages/page-metadata'

export const generateMetadata = () => pageMetadata('/request_information')

export default function RequestInformationPage() {
  // Only the public site key reaches the browser; the secret stays on the server.
  const siteKey = config.recaptcha?.siteKey
  return <RequestInformationContent recaptchaSiteKey={siteKey || undefined} />
}
