import { OvalCampaign } from '@/components/giving/OvalCampaign'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { GIVING_PICTURES } from '@/lib/giving/pictures'
import { getCampaign, getPicturesByName } from '@/lib/reads/giving'
import { getSiteSettings } from '@/lib/reads/settings'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/ncu-oval-redevelopment')

export default async function OvalPage() {
  const [campaign, images, settings] = await Promise.all([
    getCampaign('ncu-oval-redevelopment'),
    getPicturesByName([...GIVING_PICTURES.oval]),
    getSiteSettings(),
  ])
  return (
    <>
      <PageHeader
        title={page('/ncu-oval-redevelopment').title}
        intro="A home for athletics, football and Sports Day for generations to come."
      />
      <BreadcrumbJsonLd path="/ncu-oval-redevelopment" />
      <OvalCampaign campaign={campaign} images={images} givingForm={settings.links.givingForm} />
    </>
  )
}
