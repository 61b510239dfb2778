// SPEC §9 Business constants and limits, and the names the server and the browser share.

/** How long a chunk-error reload blocks another one, in ms (SPEC §4 Build updates, §9). */
export const RELOAD_GUARD_TTL = 10_000

/** Delay after load before the build metadata is prefetched, in ms (SPEC §7 Build and payload, §9). */
export const BUILD_META_PREFETCH_DELAY = 1_000

/** Interval between checks of `builds/latest.json`, in ms: one hour (SPEC §7, §9). */
export const BUILD_CHECK_INTERVAL = 3_600_000

/** sessionStorage key holding the reload guard's expiry timestamp (ms since the epoch). */
export const RELOAD_GUARD_KEY = 'stratum:reload-guard'

/** Default localStorage key of the consent record (SPEC §9: a configured storage name). */
export const DEFAULT_CONSENT_STORAGE_NAME = 'cookie-consent'

/** Cookie and localStorage key of the chosen currency; the server reads the cookie to render prices. */
export const CURRENCY_COOKIE = 'currency'

/** Cookie (`true` | `false`) and localStorage key (`dark` | `light`) of the colour scheme. */
export const DARK_MODE_COOKIE = 'dark-mode'

/**
 * The site server's auth endpoints the session machine calls (same origin, JSON). The server talks to the content
 * service and keeps the JWT in an httpOnly cookie, so the token never reaches browser scripts (DESIGN: mapping).
 */
export const AUTH_ENDPOINTS = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  resetPassword: '/api/auth/reset-password',
  forgotPassword: '/api/auth/forgot-password',
  changePassword: '/api/auth/change-password',
  sendEmailConfirmation: '/api/auth/send-email-confirmation',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
} as const
