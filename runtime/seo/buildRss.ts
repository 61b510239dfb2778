import { escapeXml } from './escapeXml'

/** One item of an RSS feed. */
export interface RssItem {
  title: string
  /** Absolute URL of the item; also its permanent guid. */
  link: string
  description?: string | undefined
  /** A date or date-time; written as RFC 822. */
  pubDate?: string | undefined
  /** The author's name (written as a Dublin Core creator: RSS's own author element wants an e-mail address). */
  author?: string | undefined
  categories?: readonly string[] | undefined
}

/** An RSS 2.0 channel. */
export interface RssChannel {
  title: string
  /** The site page the feed is about (absolute). */
  link: string
  /** The feed's own absolute URL (atom:link rel=self). */
  feedUrl: string
  description: string
  language?: string | undefined
  items: readonly RssItem[]
}

function rfc822(value: string | undefined): string | undefined {
  if (!value) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString()
}

const element = (name: string, value: string | undefined) => (value ? `<${name}>${escapeXml(value)}</${name}>` : '')

/** An RSS 2.0 feed, every text escaped; the newest item's date is the channel's lastBuildDate. */
export function buildRss(channel: RssChannel): string {
  const items = channel.items.map((item) =>
    [
      '    <item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('description', item.description),
      element('pubDate', rfc822(item.pubDate)),
      element('dc:creator', item.author),
      ...(item.categories ?? []).map((category) => element('category', category)),
      '</item>',
    ].join(''),
  )
  const newest = channel.items.map((item) => rfc822(item.pubDate)).find((date) => date !== undefined)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    ${element('description', channel.description)}`,
    channel.language ? `    ${element('language', channel.language)}` : '',
    newest ? `    <lastBuildDate>${newest}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n')
}
