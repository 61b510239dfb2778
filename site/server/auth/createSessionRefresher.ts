import type { Context } from 'hono'
import { decode } from 'hono/jwt'
import { isContentServiceError, type StrapiCallInit, type StrapiClient, type StrapiRefreshResponse } from '../../../runtime/content'
import { clearSession, readSession, writeSession, type SessionTokens } from './sessionCookie'

/** A session the content service no longer takes: no cookie, a refused refresh, or a revoked session. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError'
}

/** Seconds of slack: an access token this close to its expiry is refreshed before use, not after a 401. */
const EXPIRY_SLACK = 10

function expired(jwt: string, now: number): boolean {
  try {
    const { exp } = decode(jwt).payload as { exp?: unknown }
    return typeof exp === 'number' && exp - EXPIRY_SLACK <= now / 1000
  } catch {
    return true
  }
}

const ended = (error: unknown) => isContentServiceError(error, 401) || isContentServiceError(error, 400)

/** Options of createSessionRefresher. */
export interface SessionRefresherOptions {
  strapi: StrapiClient
  /** The clock, for tests. */
  now?: () => number
}

/**
 * Calls the content service as the signed-in visitor (Strapi 5 session management): with the access token from the
 * cookie, refreshed first when it has expired, and once more when Strapi refuses it; the new tokens go back into the
 * cookies. Requests of one browser that find the same expired token at once share one refresh: Strapi spends a refresh
 * token on its first use, so a second refresh with it would end the session.
 */
export function createSessionRefresher({ strapi, now = Date.now }: SessionRefresherOptions) {
  const inFlight = new Map<string, Promise<StrapiRefreshResponse>>()

  async function refresh(c: Context, tokens: SessionTokens, init: StrapiCallInit): Promise<SessionTokens> {
    const { refreshToken } = tokens
    if (!refreshToken) throw new SessionEndedError('The session cannot be refreshed')
    let pending = inFlight.get(refreshToken)
    if (!pending) {
      pending = strapi.refreshSession({ refreshToken }, init).finally(() => inFlight.delete(refreshToken))
      inFlight.set(refreshToken, pending)
    }
    try {
      const answer = await pending
      const next = { jwt: answer.jwt, refreshToken: answer.refreshToken ?? refreshToken }
      writeSession(c, next)
      return next
    } catch (error) {
      if (ended(error)) throw new SessionEndedError('The session has ended')
      throw error
    }
  }

  /**
   * Runs `call` with the visitor's access token. Rejects with SessionEndedError (and clears the cookies) when there
   * is no session or the content service has ended it; other failures (an outage) pass through, cookies kept.
   */
  async function withSession<T>(c: Context, init: StrapiCallInit, call: (token: string, tokens: SessionTokens) => Promise<T>): Promise<T> {
    try {
      let tokens = readSession(c)
      if (!tokens) throw new SessionEndedError('Not signed in')
      if (!tokens.jwt || expired(tokens.jwt, now())) tokens = await refresh(c, tokens, init)
      try {
        return await call(tokens.jwt, tokens)
      } catch (error) {
        if (!isContentServiceError(error, 401)) throw error
        // refused before its time: refreshed by another request of this browser, or revoked (refresh says which)
        const next = await refresh(c, tokens, init)
        return await call(next.jwt, next)
      }
    } catch (error) {
      if (error instanceof SessionEndedError) clearSession(c)
      throw error
    }
  }

  return { withSession }
}
