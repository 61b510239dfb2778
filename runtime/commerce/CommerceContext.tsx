import { createContext, useContext, type ReactNode } from 'react'

/** A domain ending on sale and its yearly registration price in the visitor's currency (reference data group `tld`). */
export interface TldPrice {
  /** Without a dot: `co.uk`. */
  tld: string
  /** Null when reference data has no price in the visitor's currency. */
  price: number | null
}

/** A row of the domain redemption pricing lookup, in the visitor's currency. */
export interface RedemptionPriceRow {
  tld: string
  currency: string
  price: number
  /** How many days after expiry a domain can still be redeemed. */
  days: number
}

/** Which bot check guards a form, and what the browser needs for it. */
export type BotProtectionSettings =
  | { kind: 'altcha'; challengeUrl: string }
  | { kind: 'turnstile'; siteKey: string }
  | { kind: 'none' }

/**
 * What the commerce sections (plans, order form, domain search, redemption pricing, docs search, register form)
 * need from the site for one visit, resolved on the server so the first paint is right and hydration matches.
 */
export interface CommerceSettings {
  /** The visitor's currency, ISO 4217 (the `currency` cookie, else the site's default). */
  currency: string
  /** The page's locale (`en-GB`, `de-DE`): prices, numbers and dates are formatted in it. */
  locale: string
  /** The order address the order form continues to (ORDER_URL). */
  orderUrl: string
  /** Where a domain search is sent, the name in `query` (DOMAIN_SEARCH_URL). */
  domainSearchUrl: string
  /** Where a knowledge base search is sent, the words in `q` (DOCS_SEARCH_URL, else the site's own article search). */
  docsSearchUrl: string
  /** Endings on sale with their prices; empty when the page has no domain search. */
  tlds: readonly TldPrice[]
  /** The redemption pricing lookup in the visitor's currency; empty when the page does not show it. */
  redemptionPrices: readonly RedemptionPriceRow[]
  /** The register form's bot check. */
  botProtection: BotProtectionSettings
}

/** Used where no provider is: the section catalogue, unit tests. */
export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = {
  currency: 'GBP',
  locale: 'en-GB',
  orderUrl: '/order',
  domainSearchUrl: '/domains',
  docsSearchUrl: '/search',
  tlds: [],
  redemptionPrices: [],
  botProtection: { kind: 'none' },
}

const CommerceContext = createContext<CommerceSettings>(DEFAULT_COMMERCE_SETTINGS)

/** Gives the commerce sections below it this visit's settings. */
export function CommerceProvider({ value, children }: { value: CommerceSettings; children: ReactNode }) {
  return <CommerceContext.Provider value={value}>{children}</CommerceContext.Provider>
}

/** This visit's commerce settings (the defaults outside a CommerceProvider). */
export function useCommerce(): CommerceSettings {
  return useContext(CommerceContext)
}
