import { localePath, splitLocale, type Locale } from '../../runtime/i18n'
import { checkNavigationTarget } from '../../runtime/routing/checkNavigationTarget'
import { sitePagePath } from '../routing/sitePages'

/** The account pages' paths (SPEC §7's flows, as pages of this site), in the default locale: see accountPath. */
export const ACCOUNT_PATHS = {
  signIn: '/sign-in',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  account: '/account',
} as const

/** An account page's path in a locale: `account` in de-DE → `/de/account`; the register page is content, `/de/registrieren`. */
export function accountPath(page: keyof typeof ACCOUNT_PATHS, locale: Locale): string {
  return page === 'register' ? sitePagePath(ACCOUNT_PATHS.register, locale) : localePath(ACCOUNT_PATHS[page], locale)
}

/**
 * Where a visitor goes to sign in before `back` (a path of this site with its locale's prefix, and its query), and
 * returns to after: the sign-in page in back's locale, `/de/account` → `/de/sign-in?redirect=%2Fde%2Faccount`.
 */
export function signInPath(back: string): string {
  const { locale, path } = splitLocale(back)
  const signIn = accountPath('signIn', locale)
  return back && path !== '/' ? `${signIn}?redirect=${encodeURIComponent(back)}` : signIn
}

const FORMS: ReadonlySet<string> = new Set([ACCOUNT_PATHS.signIn, ACCOUNT_PATHS.forgotPassword, ACCOUNT_PATHS.resetPassword])

/**
 * Where to go after signing in: the `redirect` query when it is a path of this site that passes navigateTo's checks
 * and is not another account form (in any locale), else the account page in the sign-in page's locale.
 */
export function returnPath(redirect: string | null | undefined, locale: Locale): string {
  const fallback = accountPath('account', locale)
  if (!redirect) return fallback
  try {
    const target = checkNavigationTarget(redirect)
    if (target.external || !target.url.startsWith('/') || FORMS.has(splitLocale(target.url.split(/[?#]/)[0]!).path)) return fallback
    return target.url
  } catch {
    return fallback
  }
}
