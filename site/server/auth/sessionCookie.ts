import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { REFRESH_COOKIE, SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../sessionCookies'
import { secureCookies } from '../http/secureCookies'

/** Strapi's refresh tokens last 30 days at most (cms/config/plugins.js): the cookies last as long. */
const SESSION_MAX_AGE = 30 * 24 * 60 * 60
/** The refresh token goes only where it is traded: the auth endpoints. */
const REFRESH_PATH = '/api/auth'

/** The tokens of a visitor's session. */
export interface SessionTokens {
  /** The access token, sent to Strapi as a bearer token. */
  jwt: string
  /** The refresh token; absent with Strapi's legacy single-token mode. */
  refreshToken?: string | undefined
}

function flags(c: Context, path = '/') {
  return { path, sameSite: 'Lax', secure: secureCookies(c.req.url) } as const
}

/** The visitor's tokens from the session cookies, if any. */
export function readSession(c: Context): SessionTokens | undefined {
  const jwt = getCookie(c, SESSION_COOKIE) || undefined
  const refreshToken = getCookie(c, REFRESH_COOKIE) || undefined
  if (!jwt && !refreshToken) return undefined
  return { jwt: jwt ?? '', refreshToken }
}

/** Whether the request carries a session cookie without the marker the browser reads (a stale one: never asked about). */
export function hasStaleSession(c: Context): boolean {
  return getCookie(c, SIGNED_IN_COOKIE) !== '1' && (Boolean(getCookie(c, SESSION_COOKIE)) || Boolean(getCookie(c, REFRESH_COOKIE)))
}

/** Stores the tokens in httpOnly cookies, and the script-readable signed-in marker (no secret in it). */
export function writeSession(c: Context, tokens: SessionTokens): void {
  setCookie(c, SESSION_COOKIE, tokens.jwt, { ...flags(c), httpOnly: true, maxAge: SESSION_MAX_AGE })
  if (tokens.refreshToken) setCookie(c, REFRESH_COOKIE, tokens.refreshToken, { ...flags(c, REFRESH_PATH), httpOnly: true, maxAge: SESSION_MAX_AGE })
  else deleteCookie(c, REFRESH_COOKIE, { ...flags(c, REFRESH_PATH), httpOnly: true })
  setCookie(c, SIGNED_IN_COOKIE, '1', { ...flags(c), maxAge: SESSION_MAX_AGE })
}

/** Clears the session cookies and the marker. */
export function clearSession(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { ...flags(c), httpOnly: true })
  deleteCookie(c, REFRESH_COOKIE, { ...flags(c, REFRESH_PATH), httpOnly: true })
  deleteCookie(c, SIGNED_IN_COOKIE, flags(c))
}
