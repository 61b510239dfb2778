import type { Colour, SocialNetwork } from '../../runtime/generated/types'
import { BRAND_NAME } from '../brand'
import type { Currency } from '../currency'

/** A navigation link resolved on the server (SPEC §2 Link resolution): what the header and footer render. */
export interface NavLink {
  label: string
  title?: string
  href: string
  target?: '_blank'
  rel?: 'noopener noreferrer'
}

/** An uploaded logo, reduced to what an <img> needs. */
export interface LogoImage {
  url: string
  alt: string
  width?: number
  height?: number
}

/**
 * Everything the header and footer show, loaded once per full page load on the server (+onCreatePageContext.ssr)
 * and kept by the browser across client navigations. Small on purpose: it travels in every page's HTML.
 */
export interface LayoutData {
  /** SPEC §3 Navigation content: headerStyle, default headersStandard. */
  headerStyle: 'headersStandard' | 'headersMinimal'
  headerColour?: Colour
  navItems: NavLink[]
  /** SPEC §3 Navigation content: footerStyle, default footersStandard. */
  footerStyle: 'footersStandard' | 'footersMinimal'
  footerColour?: Colour
  footerNavItems: NavLink[]
  strapline?: string
  brandName: string
  socialNetworks: Pick<SocialNetwork, 'name' | 'link' | 'icon'>[]
  paymentProviders: { name: string; logo?: LogoImage }[]
  /** The group's other brands; empty unless the footer navigation sets enableBrands. */
  otherBrands: { name: string; url?: string }[]
  groupName?: string
  /** The group description, markdown rendered to sanitised HTML on the server. */
  groupDescriptionHtml?: string
  /** The site configuration's defaultCurrency (or DEFAULT_CURRENCY). */
  defaultCurrency: Currency
  /** Some content could not be read: the parts that failed show their fixed fallback. */
  degraded: boolean
}

/**
 * The layout fields the browser reads: the header's, the footer's frame (its style and colour) and the default
 * currency. The footer's content is rendered on the server only (KeptHtml), so its fields (navigation, social
 * links, payment logos, other brands, the group's text) stay there and every page's HTML is that much smaller
 * +config's passToClient sends these.
 */
export const BROWSER_LAYOUT_FIELDS = [
  'headerStyle',
  'headerColour',
  'navItems',
  'footerStyle',
  'footerColour',
  'brandName',
  'defaultCurrency',
  'degraded',
] as const satisfies readonly (keyof LayoutData)[]

/** What the shell shows when the content service is unreachable: the brand's name and the fixed footer links. */
export const FALLBACK_LAYOUT: LayoutData = {
  headerStyle: 'headersStandard',
  navItems: [],
  footerStyle: 'footersStandard',
  footerNavItems: [],
  brandName: BRAND_NAME,
  socialNetworks: [],
  paymentProviders: [],
  otherBrands: [],
  defaultCurrency: 'GBP',
  degraded: true,
}
