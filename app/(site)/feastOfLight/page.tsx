import { FeastOfLightAppeal } from '@/components/giving/FeastOfLightAppeal'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { GIVING_PICTURES } from '@/lib/giving/pictures'
import { getCampaign, getPicturesByName } from '@/lib/reads/giving'
import { getSiteSettings } from '@/lib/reads/settings'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/feastOfLight')

export default async function FeastOfLightPage() {
  const [campaign, images, settings] = await Promise.all([
    getCampaign('feast-of-lights'),
    getPicturesByName([...GIVING_PICTURES.feastOfLights]),
    getSiteSettings(),
  ])
  return (
    <>
      <PageHeader title={page('/feastOfLight').title} intro="A season of music, light and giving." />
      <BreadcrumbJsonLd path="/feastOfLight" />
      <FeastOfLightAppeal campaign={campaign} images={images} givingForm={settings.links.givingForm} />
    </>
  )
}
