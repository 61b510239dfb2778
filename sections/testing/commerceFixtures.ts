import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_COMMERCE_SETTINGS, type CommerceSettings } from '../../runtime/commerce'
import { replacePlaceholders } from '../../runtime/content'
import { toReferenceLookup } from '../../runtime/content/toReferenceLookup'
import type { ReferenceLookup } from '../../runtime/content/types'

const REFERENCE_DIR = join(fileURLToPath(new URL('../../content/collections/reference-data/', import.meta.url)))

/** The demo content pack's reference data as the content reader looks it up. */
export function packReference(): ReferenceLookup {
  return toReferenceLookup(readdirSync(REFERENCE_DIR).map((file) => JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as unknown))
}

/** Content as the reader hands it over for a visitor of `currency`: `$currency` and `{ref:…}` replaced. */
export function inCurrency<T>(value: T, currency: string): T {
  return replacePlaceholders(value, { currency, reference: packReference(), logger: { warn: () => {} } })
}

/** Commerce settings for a test: the defaults with the order and search addresses of the demo site. */
export function commerceSettings(overrides: Partial<CommerceSettings> = {}): CommerceSettings {
  return {
    ...DEFAULT_COMMERCE_SETTINGS,
    orderUrl: 'https://my.lumenhosting.example/order',
    domainSearchUrl: 'https://my.lumenhosting.example/domains/search',
    docsSearchUrl: '/blog/search',
    ...overrides,
  }
}
