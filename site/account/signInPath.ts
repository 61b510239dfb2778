import { checkNavigationTarget } from '../../runtime/routing/checkNavigationTarget'

/** The account pages' paths (SPEC §7's flows, as pages of this site). */
export const ACCOUNT_PATHS = {
  signIn: '/sign-in',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
} as const

/** Where a visitor goes to sign in before `back` (a path of this site, with its query), and returns to after. */
export function signInPath(back: string): string {
  return back && back !== '/' ? `${ACCOUNT_PATHS.signIn}?redirect=${encodeURIComponent(back)}` : ACCOUNT_PATHS.signIn
}

const FORMS: ReadonlySet<string> = new Set([ACCOUNT_PATHS.signIn, ACCOUNT_PATHS.forgotPassword, ACCOUNT_PATHS.resetPassword])

/**
 * Where to go after signing in: the `redirect` query when it is a path of this site that passes navigateTo's checks
 * and is not another account form, else the account page.
 */
export function returnPath(redirect: string | null | undefined): string {
  if (!redirect) return ACCOUNT_PATHS.account
  try {
    const target = checkNavigationTarget(redirect)
    if (target.external || !target.url.startsWith('/') || FORMS.has(target.url.split(/[?#]/)[0]!)) return ACCOUNT_PATHS.account
    return target.url
  } catch {
    return ACCOUNT_PATHS.account
  }
}
