import { BRAND_NAME } from '../brand'
import { httpOrigin } from '../routing/httpOrigin'
import { getContentReader } from '../server/content'

/** What every page's SEO needs of the site (SPEC §3 Site configuration) and the brand. */
export interface SiteSeo {
  /** The public address without a trailing slash, e.g. `https://www.lumenhosting.example`; '' when unknown. */
  url: string
  /** Its origin, when the url is an http(s) URL. */
  origin: string | undefined
  indexable: boolean
  trailingSlash: boolean
  brandName: string
}

/**
 * The site configuration as SEO reads it, through the shared content cache. If it cannot be read the pages still
 * render: relative canonicals, and not indexable (better no index than one with wrong addresses).
 */
export async function loadSiteSeo(): Promise<SiteSeo> {
  const configuration = await getContentReader()
    .getSiteConfiguration()
    .catch((error: unknown) => {
      console.warn(JSON.stringify({ level: 'warn', msg: 'site configuration unavailable for SEO', error: error instanceof Error ? error.message : String(error) }))
      return null
    })
  const origin = configuration?.url ? httpOrigin(configuration.url) : undefined
  return {
    url: origin ? configuration!.url.replace(/\/+$/, '') : '',
    origin,
    indexable: origin !== undefined && configuration?.indexable !== false,
    trailingSlash: configuration?.trailingSlash === true,
    brandName: BRAND_NAME,
  }
}
