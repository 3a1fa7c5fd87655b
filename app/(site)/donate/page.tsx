import { GivingForm } from '@/components/giving/GivingForm'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getSiteSettings } from '@/lib/reads/settings'
import { givingFramePolicy } from '@/lib/http/security-headers'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/donate')

export default async function DonatePage() {
  const settings = await getSiteSettings()
  const form = settings.links.givingForm
  return (
    <>
      {/* React places this in <head>: with the header's policy, only the giving form's origin may be framed. */}
      <meta httpEquiv="Content-Security-Policy" content={givingFramePolicy(form)} />
      <PageHeader title={page('/donate').title} intro="Thank you for supporting Christian education." />
      <BreadcrumbJsonLd path="/donate" />
      <GivingForm form={form} />
    </>
  )
}
