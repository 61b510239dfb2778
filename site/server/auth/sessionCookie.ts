import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../sessionCookies'
import { secureCookies } from '../http/secureCookies'

/** Strapi's users-permissions JWTs last 30 days by default: the cookie lasts as long. */
const SESSION_MAX_AGE = 30 * 24 * 60 * 60

function flags(c: Context) {
  return { path: '/', sameSite: 'Lax', secure: secureCookies(c.req.url) } as const
}

/** The visitor's JWT from the session cookie, if any. */
export function readSession(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined
}

/** Stores the JWT in the httpOnly session cookie, and the script-readable signed-in marker (no secret in it). */
export function writeSession(c: Context, jwt: string): void {
  setCookie(c, SESSION_COOKIE, jwt, { ...flags(c), httpOnly: true, maxAge: SESSION_MAX_AGE })
  setCookie(c, SIGNED_IN_COOKIE, '1', { ...flags(c), maxAge: SESSION_MAX_AGE })
}

/** Clears the session cookie and the marker. */
export function clearSession(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { ...flags(c), httpOnly: true })
  deleteCookie(c, SIGNED_IN_COOKIE, flags(c))
}
