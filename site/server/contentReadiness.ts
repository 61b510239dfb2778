import { getContentReader } from './content'
import { createReadiness, type Readiness } from './http/readiness'

/**
 * Whether pages can get their content: a read of the site configuration through the shared content cache, which
 * every page makes anyway. So a health probe costs the content service nothing while the cache is fresh, and an
 * outage the cache can ride out (stale-if-error) still counts as ready. Checked at most every 5 s.
 */
export function contentReadiness(): Readiness {
  return createReadiness(() => getContentReader().getSiteConfiguration())
}
