import { randomUUID } from 'node:crypto'
import { logLine } from '../http/logLine'
import type { RedisLink } from './redisLink'

/** The Redis channel every instance of the site listens on for purges. */
export const PURGE_CHANNEL = 'stratum:purge'

interface PurgeMessage {
  /** The instance that received the webhook (and purged already). */
  from: string
  /** The model purged; null: everything. */
  model: string | null
}

/** Passes purges between the instances of the site. */
export interface PurgeBroadcast {
  /** Tells every other instance of a purge this one made. */
  publish(model: string | null): void
}

/**
 * Strapi's webhook reaches one instance; through Redis pub/sub that one tells the others, which purge their own
 * copies (`purgeHere`, the same call the webhook's handler makes). When the subscription comes back after Redis was
 * lost, each instance purges everything: what was published meanwhile never arrived.
 */
export function broadcastPurges(redis: RedisLink, purgeHere: (model: string | null) => void, log = logLine): PurgeBroadcast {
  const self = randomUUID()
  redis.subscribe(
    PURGE_CHANNEL,
    (raw) => {
      let message: PurgeMessage
      try {
        message = JSON.parse(raw) as PurgeMessage
      } catch {
        log({ level: 'warn', msg: 'purge broadcast: a message that is not JSON, ignored' })
        return
      }
      if (message.from === self) return
      const model = typeof message.model === 'string' ? message.model : null
      purgeHere(model)
      log({ level: 'info', msg: 'purge from another instance', model })
    },
    () => purgeHere(null),
  )
  return {
    publish(model) {
      const commands = redis.commands()
      if (!commands) return
      const message: PurgeMessage = { from: self, model }
      // lost on the way: the others keep their copies until they expire, as with one instance
      commands.publish(PURGE_CHANNEL, JSON.stringify(message)).catch((error: Error) => log({ level: 'warn', msg: 'purge broadcast failed', error: error.message }))
    },
  }
}
