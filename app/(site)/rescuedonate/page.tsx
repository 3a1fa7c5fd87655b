import { RescueAppeal } from '@/components/giving/RescueAppeal'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { getCampaign } from '@/lib/reads/giving'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/rescuedonate')

export default async function RescuePage() {
  const campaign = await getCampaign('rescue-2020')
  return (
    <>
      <PageHeader title={page('/rescuedonate').title} intro="Keep a student in school." />
      <BreadcrumbJsonLd path="/rescuedonate" />
      <RescueAppeal campaign={campaign} />
    </>
  )
}
