import type { Metadata } from 'next'
import Image from 'next/image'
import styles from '@/components/giving/Giving.module.css'
import { ProgressBars } from '@/components/giving/ProgressBars'
import { PageHeader } from '@/components/ui/PageHeader'
import { getCampaign, getMediaByFilenames } from '@/lib/data/giving'
import { getSiteSettings } from '@/lib/data/settings'

export const revalidate = 86400

export const metadata: Metadata = {
  title: 'Feast of Lights',
  description: 'Support the Feast of Lights: ways to contribute online, by bank transfer or in person.',
  alternates: { canonical: '/feastOfLight' },
}

export default async function FeastOfLightPage() {
  const [campaign, [image], settings] = await Promise.all([getCampaign('feast-of-lights'), getMediaByFilenames(['feast-of-lights.webp']), getSiteSettings()])
  return (
    <>
      <PageHeader title="Feast of Lights" intro="A season of music, light and giving." />
      <section className="section">
        <div className={`container ${styles.two}`}>
          <div className="prose">
            <h2>Ways to contribute</h2>
            <ul>
              <li>
                Online:{' '}
                <a href={settings.links.givingForm} target="_blank" rel="noopener noreferrer">
                  the giving form<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
              <li>In person: at the Bursary, main campus, Monday to Thursday.</li>
              <li>By bank transfer: ask the Bursary for the account details and quote “Feast of Lights”.</li>
            </ul>
            <h2>Amount raised</h2>
            <ProgressBars totals={campaign?.totals ?? []} goalText={campaign?.goalText} />
          </div>
          {image ? <Image src={image.src} alt={image.alt} width={image.width} height={image.height} sizes="(max-width: 700px) 100vw, 50vw" className={styles.image} /> : null}
        </div>
      </section>
    </>
  )
}
