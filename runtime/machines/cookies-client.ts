// document.cookie for values scripts may read (currency, dark mode). The session token is never one of them.

import { parse } from 'hono/utils/cookie'

const ONE_YEAR_SECONDS = 31_536_000

/** One cookie's value, read by the same parser as the server's (Hono's), so both see the same choices. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  return parse(document.cookie, name)[name] ?? null
}

/** Writes a first-party cookie for the whole site: path=/, one year, SameSite=Lax, Secure on https. */
export function writeCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`
}
