import type { Metadata } from 'next'

/** The site's RSS feeds (app/feeds): each one's address, its name for feed readers and the list page it follows. */
export const FEEDS = {
  news: { path: '/feeds/news.xml', title: 'News and sports', page: '/news' },
  stories: { path: '/feeds/stories.xml', title: 'Feature stories', page: '/allfeaturestories' },
} as const

export type FeedName = keyof typeof FEEDS

/** How many items a feed holds: the most recent ones, whatever the count of records. */
export const FEED_SIZE = 50

/**
 * A page's metadata with its feeds announced (RSS autodiscovery: `<link rel="alternate"
 * type="application/rss+xml">`): on the list a feed follows, each item's own page, and the pages
 * that show both lists' items (the home page, /newsandevents), so a feed reader given any of them
 * finds the feeds. Next replaces `alternates` as a whole, so the page's canonical URL and other
 * alternates are kept here.
 */
export function withFeed(metadata: Metadata, ...feeds: FeedName[]): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        ...metadata.alternates?.types,
        'application/rss+xml': feeds.map((feed) => ({ url: FEEDS[feed].path, title: FEEDS[feed].title })),
      },
    },
  }
}
