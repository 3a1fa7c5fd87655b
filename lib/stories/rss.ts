export type RssItem = { title: string; link: string; description: string; pubDate: string; guid?: string }

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

/** An RSS 2.0 document; every text is XML-escaped. */
export function buildRss(channel: { title: string; link: string; description: string }, items: RssItem[]): string {
  const item = (i: RssItem) =>
    `<item><title>${escapeXml(i.title)}</title><link>${escapeXml(i.link)}</link><guid isPermaLink="true">${escapeXml(i.guid ?? i.link)}</guid><description>${escapeXml(i.description)}</description><pubDate>${new Date(i.pubDate).toUTCString()}</pubDate></item>`
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${escapeXml(channel.title)}</title><link>${escapeXml(channel.link)}</link><description>${escapeXml(channel.description)}</description>${items.map(item).join('')}</channel></rss>\n`
}
