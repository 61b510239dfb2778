// The cookies of a visitor's session (SPEC §4 Session), named once for the server and the browser.

/** The access token (a short-lived JWT): httpOnly, so no script ever reads it; SameSite=Lax; Secure outside localhost. */
export const SESSION_COOKIE = 'stratum-session'

/**
 * The session's refresh token (Strapi's session management): httpOnly, sent to the site's auth endpoints only, which
 * trade it for a new access token when the old one expires.
 */
export const REFRESH_COOKIE = 'stratum-refresh'

/**
 * `1` while a session cookie is set. Holds no secret: it only tells the browser that GET /api/auth/me is worth
 * asking, so pages stay the same for every visitor (cacheable) and anonymous visitors make no auth request.
 */
export const SIGNED_IN_COOKIE = 'stratum-signed-in'
