import type { ContentReader } from '../../runtime/content'
import type { FooterNavigation, Link, Media, PrimaryNavigation } from '../../runtime/generated/types'
import { resolveLink } from '../../runtime/routing/resolveLink'
import { FALLBACK_LAYOUT, type LayoutData, type LogoImage, type NavLink } from '../layouts/LayoutData'
import { getContentReader } from './content'
import { renderMarkdownOnce } from './renderMarkdownOnce'
import { defaultCurrency } from './visitorCurrency'

/** After every read failed, how long the shell shows its fallback without asking again (an outage, not a page). */
const OUTAGE_BACKOFF_MS = 5_000
let unavailableUntil = 0

function toNavLinks(items: readonly Link[] | undefined): NavLink[] {
  return (items ?? []).map((item) => {
    const { href, target, rel } = resolveLink(item)
    return { label: item.label, href, ...(item.title ? { title: item.title } : {}), ...(target ? { target, rel } : {}) }
  })
}

function toLogo(media: Media | undefined, fallbackAlt: string): LogoImage | undefined {
  if (!media?.url) return undefined
  return {
    url: media.url,
    alt: media.alternativeText || fallbackAlt,
    ...(media.width ? { width: media.width } : {}),
    ...(media.height ? { height: media.height } : {}),
  }
}

function log(part: string, reason: unknown): void {
  const message = reason instanceof Error ? reason.message : String(reason)
  console.warn(JSON.stringify({ level: 'warn', msg: 'layout content unavailable, showing the fallback', part, error: message }))
}

/**
 * The header's and footer's content (SPEC §7 Content reads: primary and footer navigation, this brand's details,
 * the other brands, the group description), through the shared content cache. Never throws: each part that
 * cannot be read falls back on its own (SPEC §2: the error page still has its header and footer).
 */
export async function loadLayoutData(reader: ContentReader = getContentReader()): Promise<LayoutData> {
  if (Date.now() < unavailableUntil) return FALLBACK_LAYOUT
  const [primary, footer, brand, others, group, currency] = await Promise.allSettled([
    reader.getPrimaryNavigation(),
    reader.getFooterNavigation(),
    reader.getBrandDetails(),
    reader.getOtherBrands(),
    reader.getGroupDetails(),
    defaultCurrency(reader),
  ])
  const parts = { primary, footer, brand, others, group }
  const failed = Object.entries(parts).filter(([, result]) => result.status === 'rejected')
  for (const [part, result] of failed) log(part, (result as PromiseRejectedResult).reason)
  if (failed.length === Object.keys(parts).length) {
    unavailableUntil = Date.now() + OUTAGE_BACKOFF_MS
    return FALLBACK_LAYOUT
  }

  const value = <T>(result: PromiseSettledResult<T>): T | undefined => (result.status === 'fulfilled' ? result.value : undefined)
  const header: PrimaryNavigation | null | undefined = value(primary)
  const footerNav: FooterNavigation | null | undefined = value(footer)
  const details = value(brand)
  const groupDetails = value(group)
  const layout: LayoutData = {
    ...FALLBACK_LAYOUT,
    headerStyle: header?.headerStyle ?? 'headersStandard',
    navItems: toNavLinks(header?.navItem),
    footerStyle: footerNav?.footerStyle ?? 'footersStandard',
    footerNavItems: toNavLinks(footerNav?.navItem),
    brandName: details?.name ?? FALLBACK_LAYOUT.brandName,
    socialNetworks: (details?.socialNetworks ?? []).map(({ name, link, icon }) => ({ name, link, icon })),
    paymentProviders: (details?.paymentProviders ?? []).map((provider) => {
      const logo = toLogo(provider.logo, provider.name)
      return { name: provider.name, ...(logo ? { logo } : {}) }
    }),
    otherBrands: footerNav?.enableBrands
      ? (value(others) ?? []).map((other) => ({ name: other.name, ...(other.url ? { url: other.url } : {}) }))
      : [],
    defaultCurrency: value(currency) ?? FALLBACK_LAYOUT.defaultCurrency,
    degraded: failed.length > 0,
  }
  if (header?.backgroundStyle) layout.headerColour = header.backgroundStyle
  if (footerNav?.backgroundStyle) layout.footerColour = footerNav.backgroundStyle
  if (footerNav?.strapline) layout.strapline = footerNav.strapline
  if (groupDetails?.name) layout.groupName = groupDetails.name
  if (groupDetails?.description) layout.groupDescriptionHtml = renderMarkdownOnce(groupDetails.description)
  return layout
}
