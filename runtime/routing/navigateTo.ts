import { redirect } from 'vike/abort'
import { checkNavigationTarget, type NavigationCheckOptions } from './checkNavigationTarget'
import { checkRedirect, type RedirectStatus } from './checkRedirect'

/** Options of navigateTo. */
export interface NavigateToOptions {
  /** Allow another origin (http, https, mailto, tel). Default false: SPEC §8 refuses external URLs by default. */
  external?: boolean | undefined
  /** Replace the current history entry instead of adding one. */
  replace?: boolean | undefined
  /** On the server (inside a Vike hook): the redirect status. Default 302. */
  redirectCode?: RedirectStatus | undefined
  /** This site's origins: absolute URLs on them are navigated to as paths. */
  siteOrigins?: NavigationCheckOptions['siteOrigins']
}

/**
 * Goes somewhere, after SPEC §8's checks (checkNavigationTarget): in the browser, a path through Vike's client
 * router and an allowed external URL by a full load; on the server, inside a Vike hook, it throws Vike's
 * `redirect()` to the checked target. A refused target throws NavigationError and goes nowhere.
 */
export async function navigateTo(to: string, options: NavigateToOptions = {}): Promise<void> {
  if (typeof window === 'undefined') {
    const { location, status } = checkRedirect(to, { external: options.external, siteOrigins: options.siteOrigins, status: options.redirectCode ?? 302 })
    // Vike types its redirect statuses as 301 | 302 and warns once for 307/308, which it sends as given
    throw redirect(location, status as 301 | 302)
  }
  const from = window.location.pathname + window.location.search
  const target = checkNavigationTarget(to, { external: options.external, siteOrigins: [window.location.origin, ...(options.siteOrigins ?? [])], from })
  if (target.external) {
    if (options.replace) window.location.replace(target.url)
    else window.location.assign(target.url)
    return
  }
  const { navigate } = await import('vike/client/router')
  await navigate(target.url, { overwriteLastHistoryEntry: options.replace ?? false })
}
