import styles from '@/components/giving/Giving.module.css'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page, pageMetadata } from '@/lib/pages'
import { getSiteSettings } from '@/lib/reads/settings'

export const revalidate = 86400

export const metadata = pageMetadata('/donate')

export default async function DonatePage() {
  const settings = await getSiteSettings()
  const form = settings.links.givingForm
  return (
    <>
      <PageHeader title={page('/donate').title} intro="Thank you for supporting Christian education." />
      <BreadcrumbJsonLd path="/donate" />
      <section className="section">
        <div className="container">
          <p>
            If the form does not load,{' '}
            <ExternalLink href={form} announce={false}>
              open the giving form in a new tab
            </ExternalLink>
            .
          </p>
          <iframe className={styles.iframe} src={form} title="Online giving form" loading="lazy" />
        </div>
      </section>
    </>
  )
}
