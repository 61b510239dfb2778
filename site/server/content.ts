import { fileURLToPath } from 'node:url'
import { createContentCache, type ContentCache } from '../../runtime/content/createContentCache'
import { createContentReader, type ContentReader } from '../../runtime/content/createContentReader'
import { createFilesSource } from '../../runtime/content/createFilesSource'
import { createStrapiClient } from '../../runtime/content/createStrapiClient'
import { createStrapiSource } from '../../runtime/content/createStrapiSource'
import type { ContentSource } from '../../runtime/content/ContentSource'
import { BRAND_KEY } from '../brand'
import { readConfig } from './config'

const root = fileURLToPath(new URL('../../', import.meta.url))

interface ContentRuntime {
  source: ContentSource
  cache: ContentCache
}

let runtime: ContentRuntime | undefined

function createRuntime(): ContentRuntime {
  const config = readConfig()
  const source =
    config.contentSource === 'files'
      ? createFilesSource({ root: `${root}content`, schemas: `${root}schemas/content`, reload: !config.production })
      : createStrapiSource(createStrapiClient({ url: config.strapiUrl, timeout: config.strapiTimeout }), {
          ...(config.globalContentUrl ? { globalClient: createStrapiClient({ url: config.globalContentUrl, timeout: config.strapiTimeout }) } : {}),
        })
  return { source, cache: createContentCache({ ttl: config.contentTtl }) }
}

/** The process-wide content source and its shared cache (created on first use, from the environment). */
export function contentRuntime(): ContentRuntime {
  runtime ??= createRuntime()
  return runtime
}

/** Who is reading: the visitor's currency for prices. */
export interface ReaderContext {
  currency?: string | undefined
}

/** A content reader for one request: shared cache and source, this visitor's currency. */
export function getContentReader(context: ReaderContext = {}): ContentReader {
  const { source, cache } = contentRuntime()
  const config = readConfig()
  return createContentReader(source, {
    brand: BRAND_KEY,
    currency: context.currency ?? config.defaultCurrency,
    cache,
    ...(config.assetsUrl ? { assetsHost: config.assetsUrl } : {}),
  })
}
