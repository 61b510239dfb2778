import { checkNavigationTarget } from '../../../runtime/routing/checkNavigationTarget'

/**
 * Where to send the browser after signing in: a path of this site that passes navigateTo's checks (no other host,
 * no script protocol in any disguise), or `/` for anything else. A bad value never fails the sign-in.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value) return '/'
  try {
    const target = checkNavigationTarget(value)
    return target.external ? '/' : target.url
  } catch {
    return '/'
  }
}
