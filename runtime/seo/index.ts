// runtime/seo: what search engines and feed readers read: canonical URLs, robots, JSON-LD,
// sitemap, robots.txt and RSS. Pure functions, no knowledge of the brand or of Vike.

export { absoluteUrl, canonicalUrl } from './canonicalUrl'
export type { CanonicalOptions } from './canonicalUrl'
export { robotsDirective } from './robotsDirective'
export type { RobotsInput } from './robotsDirective'
export { blogPosting, breadcrumbList, hasJsonLdType, structuredDataItems } from './structuredData'
export type { BlogPostingInput, Breadcrumb } from './structuredData'
export { buildSitemap } from './buildSitemap'
export type { SitemapEntry } from './buildSitemap'
export { buildRobotsTxt } from './buildRobotsTxt'
export type { RobotsTxtInput } from './buildRobotsTxt'
export { buildRss } from './buildRss'
export type { RssChannel, RssItem } from './buildRss'
export { escapeXml } from './escapeXml'
