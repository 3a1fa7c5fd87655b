import type { Metadata } from 'next'
import { BannerBlock } from '@/components/home/BannerBlock'
import { CallToAction } from '@/components/home/CallToAction'
import { CollegesBlock } from '@/components/home/CollegesBlock'
import { EventsBlock } from '@/components/home/EventsBlock'
import { GraduatesBlock } from '@/components/home/GraduatesBlock'
import { LinkListBlock } from '@/components/home/LinkListBlock'
import { MissionBlock } from '@/components/home/MissionBlock'
import { SportsPanel } from '@/components/home/SportsPanel'
import { StoriesBlock } from '@/components/home/StoriesBlock'
import { VideoBlock } from '@/components/home/VideoBlock'
import { WholisticBlock } from '@/components/home/WholisticBlock'
import { JsonLd } from '@/components/ui/JsonLd'
import { getColleges } from '@/lib/reads/colleges'
import { getUpcomingEvents } from '@/lib/reads/upcoming-events'
import { getBanners, getHomeContent } from '@/lib/reads/home'
import { getSiteSettings } from '@/lib/reads/settings'
import { pageMetadata } from '@/lib/pages/page-metadata'
import { withFeed } from '@/lib/seo/feeds'
import { getSportsTally } from '@/lib/reads/sports'
import { getStories } from '@/lib/reads/stories'
import { HOME_STORY_COUNT } from '@/lib/home/content'
import { config } from '@/lib/config/site.mjs'
import { organizationJsonLd } from '@/lib/structured-data/organization'
import { webSiteJsonLd } from '@/lib/structured-data/website'

export const revalidate = 86400

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const metadata = await pageMetadata('/', {
    own: {
      title: settings.universityName,
      description: `${settings.universityName}${settings.tagline ? `: ${settings.tagline}` : ''}. Programmes, admissions, student life, feature stories, news and upcoming events.`,
    },
  })
  return withFeed(metadata, 'news', 'stories')
}

export default async function HomePage() {
  const [settings, home, banners, stories, colleges, events, houses] = await Promise.all([
    getSiteSettings(),
    getHomeContent(),
    getBanners(),
    getStories(HOME_STORY_COUNT),
    getColleges(),
    getUpcomingEvents(10),
    getSportsTally(),
  ])
  return (
    <>
      <JsonLd data={organizationJsonLd(settings, config.serverUrl)} />
      <JsonLd data={webSiteJsonLd(settings.universityName, config.serverUrl)} />
      <h1 className="visually-hidden">{settings.universityName}</h1>
      <BannerBlock banners={banners} />
      <CallToAction cta={home.cta} applyUrl={settings.links.application} />
      <StoriesBlock stories={stories} />
      <WholisticBlock heading={home.wholisticHeading} items={home.wholisticLife} />
      <LinkListBlock name="admissions" heading={home.admissionsHeading} links={home.admissionsLinks} alt />
      <MissionBlock mission={home.mission} vision={home.vision} coreValues={home.coreValues} />
      <CollegesBlock colleges={colleges} />
      <GraduatesBlock heading={home.graduatesHeading} destinations={home.graduateDestinations} />
      <EventsBlock events={events} />
      <LinkListBlock name="partners" heading={home.partnersHeading} links={home.partnerLinks} />
      <VideoBlock video={settings.homeVideo} />
      <SportsPanel initial={houses} />
    </>
  )
}
