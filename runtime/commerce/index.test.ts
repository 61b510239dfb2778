import { expect, it } from 'vitest'
import * as commerce from './index'

it('exposes exactly the public API of runtime/commerce', () => {
  expect(Object.keys(commerce).sort()).toEqual([
    'BILLING_TERMS',
    'CommerceProvider',
    'DEFAULT_COMMERCE_SETTINGS',
    'buildOrderUrl',
    'buildSearchUrl',
    'domainToAscii',
    'formatPrice',
    'isBillingTerm',
    'normaliseDomainInput',
    'parsePrice',
    'resolvePrice',
    'termTotal',
    'useCommerce',
  ])
})
