import type { ContentCache } from './createContentCache'
import { sameSecret } from './sameSecret'

export interface PurgeHandlerOptions {
  /** The cache to purge. */
  cache: ContentCache
  /** The shared secret Strapi's webhook sends in the `x-purge-secret` header (PURGE_SECRET). */
  secret: string
  /** Told of each purge this handler made, with its model (null: everything): the site passes it to its other instances. */
  onPurge?: (model: string | null) => void
}

// Strapi's entry events name the changed model; anything else (media.*, trigger-test) purges everything.
const ENTRY_EVENTS = new Set(['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'])

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })
}

/**
 * The purge endpoint for Strapi's webhooks: checks `x-purge-secret`, then purges the cache entries
 * of the event's model (`{ event: 'entry.publish', model: 'page', ... }`), or all of them when unsure.
 * 401 on a wrong secret, 400 on a body that is not a webhook's, 405 for anything but POST, 200 `{ purged, model }`.
 */
export function createPurgeHandler(options: PurgeHandlerOptions): (request: Request) => Promise<Response> {
  const { cache, secret, onPurge } = options
  if (!secret) throw new Error('createPurgeHandler: a secret is required (set PURGE_SECRET and the webhook header x-purge-secret)')
  return async (request) => {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } })
    if (!sameSecret(request.headers.get('x-purge-secret') ?? '', secret)) {
      return json(401, { error: 'Unauthorized: wrong or missing x-purge-secret' })
    }
    let body: unknown
    try {
      body = JSON.parse(await request.text())
    } catch {
      return json(400, { error: 'Bad Request: the body is not JSON' })
    }
    if (typeof body !== 'object' || body === null || typeof (body as Record<string, unknown>).event !== 'string') {
      return json(400, { error: 'Bad Request: expected a Strapi webhook body with an event' })
    }
    const { event, model } = body as { event: string; model?: unknown }
    const target = ENTRY_EVENTS.has(event) && typeof model === 'string' && model !== '' ? model : null
    const purged = target ? cache.purge({ model: target }) : cache.purge()
    onPurge?.(target)
    return json(200, { purged, model: target })
  }
}
