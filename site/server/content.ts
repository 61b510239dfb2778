import { join } from 'node:path'
import {
  createContentCache,
  createContentReader,
  createFilesSource,
  createStrapiClient,
  createStrapiSource,
  type ContentCache,
  type ContentReader,
  type ContentSource,
} from '../../runtime/content'
import { populate } from '../../runtime/generated/populate'
import type { Locale } from '../../runtime/i18n'
import { BRAND_KEY } from '../brand'
import { readConfig } from './config'
import { projectRoot } from './projectRoot'

interface ContentRuntime {
  source: ContentSource
  cache: ContentCache
}

/**
 * Where the runtime lives: on globalThis, not in this module. Vike's server build (dist/server) bundles its own copy
 * of this module beside the one serve.ts imports for the Hono routes; with a module variable each copy had its own
 * cache, so the purge webhook and /healthz saw a cache the pages never read.
 */
const RUNTIME = Symbol.for('stratum.contentRuntime')
const shared = globalThis as { [RUNTIME]?: ContentRuntime }

function createRuntime(): ContentRuntime {
  const config = readConfig()
  // the preview secret goes to this Strapi alone, for its drafts: the global content host never gets it
  const source =
    config.contentSource === 'files'
      ? createFilesSource({ root: config.contentDir ?? join(projectRoot(), 'content'), schemas: join(projectRoot(), 'schemas/content'), reload: !config.production })
      : createStrapiSource(createStrapiClient({ url: config.strapiUrl, timeout: config.strapiTimeout, previewSecret: config.previewSecret }), {
          ...(config.globalContentUrl ? { globalClient: createStrapiClient({ url: config.globalContentUrl, timeout: config.strapiTimeout }) } : {}),
        })
  return { source, cache: createContentCache({ ttl: config.contentTtl }) }
}

/** The process-wide content source and its shared cache (created on first use, from the environment). */
export function contentRuntime(): ContentRuntime {
  shared[RUNTIME] ??= createRuntime()
  return shared[RUNTIME]
}

/** Who is reading: the visitor's currency for prices, the page's locale. */
export interface ReaderContext {
  currency?: string | undefined
  locale?: Locale | undefined
}

/** A content reader for one request: shared cache and source, this visitor's currency and the page's locale. */
export function getContentReader(context: ReaderContext = {}): ContentReader {
  const { source, cache } = contentRuntime()
  const config = readConfig()
  return createContentReader(source, {
    brand: BRAND_KEY,
    currency: context.currency ?? config.defaultCurrency,
    locale: context.locale,
    cache,
    populate,
    // no ASSETS_URL: the site serves uploads itself (uploadsOnSite), at site-relative URLs
    assetsHost: config.assetsUrl ?? '',
  })
}
