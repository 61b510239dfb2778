// Public API of runtime/commerce: prices in the visitor's currency, billing terms, the order address, domain search
// input, and the settings the commerce sections read from the site.

export { BILLING_TERMS, isBillingTerm, termTotal, type BillingTerm, type BillingTermInfo } from './billingTerms'
export { buildOrderUrl, type OrderChoice } from './buildOrderUrl'
export { buildSearchUrl } from './buildSearchUrl'
export {
  CommerceProvider,
  DEFAULT_COMMERCE_SETTINGS,
  useCommerce,
  type BotProtectionSettings,
  type CommerceSettings,
  type RedemptionPriceRow,
  type TldPrice,
} from './CommerceContext'
export { domainToAscii } from './domainToAscii'
export { formatPrice } from './formatPrice'
export { normaliseDomainInput, type DomainInput, type DomainInputProblem, type NormaliseDomainOptions } from './normaliseDomainInput'
export { parsePrice } from './parsePrice'
export { resolvePrice, type PriceSpec, type ResolvedPrice } from './resolvePrice'
