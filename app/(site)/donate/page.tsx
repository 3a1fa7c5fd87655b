import styles from '@/components/giving/Giving.module.css'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { BreadcrumbJsonLd } from '@/components/ui/BreadcrumbJsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getSiteSettings } from '@/lib/reads/settings'
import { givingFramePolicy, httpsOrigin } from '@/lib/security-headers'

export const revalidate = 86400

export const generateMetadata = () => pageMetadata('/donate')

export default async function DonatePage() {
  const settings = await getSiteSettings()
  const form = settings.links.givingForm
  const framed = httpsOrigin(form) !== null
  return (
    <>
      {/* React places this in <head>: with the header's policy, only the giving form's origin may be framed. */}
      <meta httpEquiv="Content-Security-Policy" content={givingFramePolicy(form)} />
      <PageHeader title={page('/donate').title} intro="Thank you for supporting Christian education." />
      <BreadcrumbJsonLd path="/donate" />
      <section className="section">
        <div className="container">
          <p>
            {framed ? 'If the form does not load, ' : 'Give online: '}
            <ExternalLink href={form} announce={false}>
              open the giving form in a new tab
            </ExternalLink>
            .
          </p>
          {framed && <iframe className={styles.iframe} src={form} title="Online giving form" loading="lazy" />}
        </div>
      </section>
    </>
  )
}
