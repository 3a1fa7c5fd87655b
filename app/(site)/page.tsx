import type { Metadata } from 'next'
import Image from 'next/image'
import { EventsSlider } from '@/components/events/EventsSlider'
import { BannerCarousel, type BannerSlide } from '@/components/home/BannerCarousel'
import styles from '@/components/home/Home.module.css'
import { SportsPanel } from '@/components/home/SportsPanel'
import { StoryCard } from '@/components/stories/StoryCard'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { JsonLd } from '@/components/ui/JsonLd'
import { VideoFacade } from '@/components/ui/VideoFacade'
import { getColleges } from '@/lib/reads/colleges'
import { getUpcomingEvents } from '@/lib/reads/upcoming-events'
import { getBanners, getHomeContent } from '@/lib/reads/home'
import { getSiteSettings } from '@/lib/reads/settings'
import { pageMetadata } from '@/lib/pages/metadata'
import { getSportsTally } from '@/lib/reads/sports'
import { getStories } from '@/lib/reads/stories'
import { HOME_STORY_COUNT, type HomeLink } from '@/lib/home/content'
import { isExternal } from '@/lib/text/is-external'
import { config } from '@/lib/config.mjs'
import { organizationJsonLd } from '@/lib/structured-data/organization'
import { webSiteJsonLd } from '@/lib/structured-data/website'
import { PageLink } from '@/components/ui/PageLink'

/** A link to our own page, or one that opens a new tab when it leaves the site. */
function SmartLink({ link, className }: { link: HomeLink; className?: string }) {
  if (!isExternal(link.href))
    return (
      <PageLink className={className} href={link.href}>
        {link.label}
      </PageLink>
    )
  return (
    <ExternalLink className={className} href={link.href}>
      {link.label}
    </ExternalLink>
  )
}

export const revalidate = 86400

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return pageMetadata('/', {
    own: {
      title: settings.universityName,
      description: `${settings.universityName}${settings.tagline ? `: ${settings.tagline}` : ''}. Programmes, admissions, student life, feature stories, news and upcoming events.`,
    },
  })
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
  const slides = banners.filter((b): b is BannerSlide => b.image !== null)
  return (
    <>
      <JsonLd data={organizationJsonLd(settings, config.serverUrl)} />
      <JsonLd data={webSiteJsonLd(settings.universityName, config.serverUrl)} />
      <h1 className="visually-hidden">{settings.universityName}</h1>
      <div data-block="banner">
        <BannerCarousel slides={slides} />
      </div>

      <section className="section" aria-labelledby="cta-heading" data-block="cta">
        <div className={`container ${styles.cta}`}>
          <h2 id="cta-heading">{home.cta.heading}</h2>
          <p>{home.cta.text}</p>
          <div className={styles.actions}>
            <ExternalLink className="btn btn-accent" href={settings.links.application}>
              Apply Now
            </ExternalLink>
            {home.cta.links.map((link, i) => (
              <SmartLink key={link.href} link={link} className={i === 0 ? 'btn' : 'btn btn-outline'} />
            ))}
          </div>
        </div>
      </section>

      <section className="render-when-near section section-alt" aria-labelledby="stories-heading" data-block="stories">
        <div className="container">
          <h2 id="stories-heading">Featured stories</h2>
          <div className={styles.stories}>
            {stories.map((story) => (
              <StoryCard key={story.slug} story={story} />
            ))}
          </div>
          <p className={styles.more}>
            <PageLink href="/allfeaturestories">All feature stories</PageLink>
          </p>
        </div>
      </section>

      <section className="render-when-near section" aria-labelledby="life-heading" data-block="wholistic">
        <div className="container">
          <h2 id="life-heading">{home.wholisticHeading}</h2>
          <div className={styles.tiles}>
            {home.wholisticLife.map((item) => (
              <div key={item.title} className={styles.tile}>
                <h3>
                  <PageLink href={item.href}>{item.title}</PageLink>
                </h3>
                <p>{item.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="render-when-near section section-alt" aria-labelledby="admissions-heading" data-block="admissions">
        <div className="container">
          <h2 id="admissions-heading">{home.admissionsHeading}</h2>
          <ul className={styles.links}>
            {home.admissionsLinks.map((link) => (
              <li key={link.href}>
                <SmartLink link={link} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="render-when-near section" aria-labelledby="mission-heading" data-block="mission">
        <div className={`container ${styles.three}`}>
          <div>
            <h2 id="mission-heading">Our mission</h2>
            <p>{home.mission}</p>
          </div>
          <div>
            <h2>Our vision</h2>
            <p>{home.vision}</p>
          </div>
          <div>
            <h2>Core values</h2>
            <ul className={styles.values}>
              {home.coreValues.map((value) => (
                <li key={value} className="badge">
                  {value}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {colleges.length ? (
        <section className="render-when-near section section-alt" aria-labelledby="colleges-heading" data-block="colleges">
          <div className="container">
            <h2 id="colleges-heading">Colleges and schools</h2>
            <ul className={styles.colleges}>
              {colleges.map((college) => (
                <li key={college.code} className={styles.college}>
                  {college.image ? <Image src={college.image.src} alt="" fill sizes="(max-width: 700px) 100vw, 25vw" /> : null}
                  <div className={styles.collegeBody}>
                    <h3>{college.name}</h3>
                    <div className={styles.reveal}>
                      <p>{college.summary}</p>
                      <PageLink className="btn btn-accent" href={college.route}>
                        View<span className="visually-hidden"> {college.name}</span>
                      </PageLink>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="render-when-near section" aria-labelledby="graduates-heading" data-block="graduates">
        <div className="container">
          <h2 id="graduates-heading">{home.graduatesHeading}</h2>
          <div className={styles.figures}>
            {home.graduateDestinations.map((item) => (
              <p key={item.figure}>
                <span className={styles.figure}>{item.figure}</span>
                {item.text}
              </p>
            ))}
          </div>
        </div>
      </section>

      <section className="render-when-near section section-alt" aria-labelledby="events-heading" data-block="events">
        <div className="container">
          <h2 id="events-heading">Upcoming events</h2>
          <EventsSlider events={events} />
          <p>
            <PageLink href="/eventscalendar">See the events calendar</PageLink>
          </p>
        </div>
      </section>

      <section className="render-when-near section" aria-labelledby="partners-heading" data-block="partners">
        <div className="container">
          <h2 id="partners-heading">{home.partnersHeading}</h2>
          <ul className={styles.links}>
            {home.partnerLinks.map((link) => (
              <li key={link.label}>
                <SmartLink link={link} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {settings.homeVideo.youtubeId && (
        <section className="render-when-near section section-alt" aria-labelledby="video-heading" data-block="video">
          <div className="container">
            <h2 id="video-heading">{settings.homeVideo.title || 'Life at the university'}</h2>
            <VideoFacade youtubeId={settings.homeVideo.youtubeId} title={settings.homeVideo.title} variant="feature" />
          </div>
        </section>
      )}

      <SportsPanel initial={houses} />
    </>
  )
}
