import styles from '@/components/giving/Giving.module.css'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getSiteSettings } from '@/lib/reads/settings'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/donate')

export default async function DonatePage() {
  const settings = await getSiteSettings()
  const form = settings.links.givingForm
  return (
    <>
      <PageHeader title={page('/donate').title} intro="Thank you for supporting Christian education." />
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
