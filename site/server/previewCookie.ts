import { createHmac, timingSafeEqual } from 'node:crypto'

/** The cookie that turns preview on for one browser. */
export const PREVIEW_COOKIE = 'stratum-preview'

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

/** A preview cookie value: an expiry and its HMAC, so nobody without the secret can forge one. */
export function signPreview(secret: string, expiresAt: number): string {
  const payload = String(expiresAt)
  return `${payload}.${mac(secret, payload)}`
}

/** True for a cookie value signed with `secret` that has not expired. */
export function verifyPreview(secret: string | undefined, value: string | undefined, now = Date.now()): boolean {
  if (!secret || !value) return false
  const dot = value.indexOf('.')
  if (dot <= 0) return false
  const payload = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(mac(secret, payload))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  const expiresAt = Number(payload)
  return Number.isFinite(expiresAt) && expiresAt > now
}
