import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { CookieNotice } from '@/components/shell/CookieNotice'
import { cookieNoticeScript } from '@/components/shell/cookie-notice-script'
import { Footer } from '@/components/shell/Footer'
import { FOOTER_ID } from '@/components/shell/first-paint'
import { Header } from '@/components/shell/Header'
import { SiteAlert } from '@/components/shell/SiteAlert'
import { ALERT_DATA_ID, siteAlertData, siteAlertScript } from '@/components/shell/site-alert-script'
import { PreviewBar } from '@/components/preview/PreviewBar'
import { PageNavigation } from '@/components/shell/PageNavigation'
import { CookiePolicyText, DataProtectionText, PrivacyNoticeText } from '@/components/shell/LegalTexts'
import { SkipLink } from '@/components/shell/SkipLink'
import { StatsBeacon } from '@/features/statistics/beacon/StatsBeacon'
import { UtilityBar } from '@/components/shell/UtilityBar'
import { getCurrentAlert } from '@/lib/reads/alerts'
import { isEditorPreview } from '@/lib/reads/preview'
import { getSiteSettings } from '@/lib/reads/settings'
import { config } from '@/lib/config/site.mjs'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(config.serverUrl),
    title: { default: settings.universityName, template: `%s | ${settings.shortName}` },
    description: `${settings.universityName}: programmes, admissions, student life, news and events.`,
    applicationName: settings.universityName,
    // The crest as drawn (public/icon.svg, not app/icon.svg: Next answers a file-convention icon with
    // max-age=0, so every repeat visit asked for it again), and the raster icons older clients, feed
    // readers and calendar apps ask for by name (scripts/make-icons.mjs draws them from the crest).
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '16x16 32x32 48x48', type: 'image/x-icon' },
        { url: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
    },
    // Each page's share card (Open Graph, X) comes whole from lib/seo/share-card.ts: Next replaces, not merges, a parent's.
  }
}

export const viewport: Viewport = { themeColor: '#0b3d6e', width: 'device-width', initialScale: 1 }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [settings, alert, preview] = await Promise.all([getSiteSettings(), getCurrentAlert(), isEditorPreview()])
  return (
    // The cookie notice's inline script marks <html> before hydration.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* The first paint waits until the page is parsed to its footer. Its style sheets are in the
            HTML (scripts/inline-site-styles.mjs), so nothing else holds the paint back, and without
            this the browser paints the first few elements, then lays the whole page out again as
            the rest is parsed: a second long task on a phone, after the paint, where it delays
            the first tap. The HTML arrives whole in one round trip, so this waits for parsing only. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      </head>
      <body>
        {/* First in the body, so the first-visit notice is painted with the first frame; the inline
            script after it shows it only once it is whole (one painted half-parsed grew into place). */}
        <CookieNotice
          cookiePolicy={<CookiePolicyText />}
          privacyNotice={<PrivacyNoticeText />}
          dataProtection={<DataProtectionText email={settings.emails.dataProtection} />}
        />
        <script dangerouslySetInnerHTML={{ __html: cookieNoticeScript }} />
        <SkipLink />
        {preview ? <PreviewBar /> : null}
        {/* The site-wide alert: in the server HTML when one is on; the inline script hides a dismissed one before it is painted. */}
        {alert ? (
          <>
            <script
              type="application/json"
              id={ALERT_DATA_ID}
              dangerouslySetInnerHTML={{ __html: siteAlertData(alert) }}
            />
            <script dangerouslySetInnerHTML={{ __html: siteAlertScript }} />
          </>
        ) : null}
        <SiteAlert initial={alert} />
        <UtilityBar settings={settings} />
        <Header settings={settings} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer settings={settings} />
        <PageNavigation />
        {/* Cookieless page statistics (features/statistics/); an editor's preview is not a visit. */}
        {preview ? null : <StatsBeacon />}
      </body>
    </html>
  )
}
