/**
 * Published pages: browsers revalidate every time (max-age=0, answered by a 304 thanks to the ETag);
 * shared caches (a CDN) keep a page 60 s, the same as the server's content cache (CONTENT_TTL), so an edit shows
 * within about a minute even though nothing purges the CDN; for 10 more minutes they may answer with the stale
 * page while they fetch the new one in the background, so no visitor waits on a render; and for a day they may
 * keep serving it while the site fails (the content cache's stale-if-error window).
 */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400'

/** Preview, signed-in and cookie-setting responses: never stored anywhere, never shared. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** Statuses a shared cache may keep under the published policy: pages, permanent redirects, pages that do not exist. */
const CACHEABLE = new Set([200, 301, 308, 404, 410])

/**
 * Who a rendered page is for: `everyone` (published), `browser` (rendered with this browser's currency or dark
 * mode: it may keep it, no shared cache may), `person` (preview, a signed-in visitor, or a response setting a
 * cookie: stored nowhere).
 */
export type PageAudience = 'everyone' | 'browser' | 'person'

/** The Cache-Control of a rendered page. */
export function pageCacheControl(status: number, audience: PageAudience): string {
  if (audience === 'person') return PRIVATE_CACHE_CONTROL
  if (!CACHEABLE.has(status)) return 'no-store'
  return audience === 'browser' ? 'private, max-age=0' : PUBLISHED_CACHE_CONTROL
}
