import { checkNavigationTarget, type NavigationCheckOptions } from './checkNavigationTarget'

/** The redirect statuses a server may answer with: permanent (301, 308) and temporary (302, 303, 307). */
export type RedirectStatus = 301 | 302 | 303 | 307 | 308

const STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308])

/** True for a status a redirect may carry. */
export function isRedirectStatus(status: unknown): status is RedirectStatus {
  return typeof status === 'number' && STATUSES.has(status)
}

/** Options of checkRedirect: navigateTo's checks plus the status. */
export interface RedirectCheckOptions extends NavigationCheckOptions {
  /** Default 302. */
  status?: number | undefined
}

/** A redirect that passed every check: where the Location header points and with which status. */
export interface CheckedRedirect {
  /** A path of this site, or an allowed external URL: never protocol-relative, never a script URL. */
  location: string
  status: RedirectStatus
  external: boolean
}

/**
 * The one gate of every server redirect (redirect rules, preview, auth callbacks): navigateTo's checks
 * (checkNavigationTarget: no external target unless allowed, no script protocol in any disguise) and a redirect
 * status. Throws NavigationError for a refused target, RangeError for a status that is no redirect.
 */
export function checkRedirect(to: string, options: RedirectCheckOptions = {}): CheckedRedirect {
  const status = options.status ?? 302
  if (!isRedirectStatus(status)) throw new RangeError(`A redirect status is 301, 302, 303, 307 or 308, not ${status}`)
  const { url, external } = checkNavigationTarget(to, options)
  return { location: url, status, external }
}
