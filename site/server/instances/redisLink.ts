import { createClient, type RedisClientType } from 'redis'
import { logLine } from '../http/logLine'

/** What the site's instances share through Redis (REDIS_URL): purges and rate-limit counts. */
export interface RedisLink {
  /** The command connection while it is up; undefined while Redis is lost (callers then act per instance). */
  commands(): RedisClientType | undefined
  /**
   * Receives the messages of a channel, on every instance. `onRecovered` runs when the subscription comes back after
   * Redis was lost: what was published meanwhile never arrived.
   */
  subscribe(channel: string, listener: (message: string) => void, onRecovered?: () => void): void
  /** Closes both connections (graceful shutdown, tests). */
  close(): Promise<void>
}

export interface RedisLinkOptions {
  /** Where log lines go (tests). */
  log?: typeof logLine
  /** Longest wait between two reconnection attempts, in ms. Default 2000. */
  maxRetryDelayMs?: number
}

/**
 * Connects to Redis without waiting for it: the site starts and serves with Redis down, and node-redis reconnects
 * by itself. Commands fail at once while Redis is lost (no offline queue), so a caller falls back instead of
 * waiting; the subscription keeps its queue and node-redis subscribes again on reconnect. One warning when Redis is
 * lost, one line when it is back.
 */
export function connectRedis(url: string, options: RedisLinkOptions = {}): RedisLink {
  const log = options.log ?? logLine
  const maxDelay = options.maxRetryDelayMs ?? 2_000
  const socket = { connectTimeout: 1_000, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, maxDelay) }
  const commands = createClient({ url, disableOfflineQueue: true, socket }) as RedisClientType
  const subscriber = createClient({ url, socket }) as RedisClientType
  const recovered: Array<() => void> = []

  let closing = false
  let lost = false
  let subscribedOnce = false
  const up = () => commands.isReady && subscriber.isReady
  const onError = (error: Error) => {
    if (closing || lost) return
    lost = true
    log({ level: 'warn', msg: 'redis lost: purges and rate limits are per instance until it returns', error: error.message })
  }
  const onReady = () => {
    if (!up()) return
    if (lost) log({ level: 'info', msg: 'redis back: purges and rate limits are shared again' })
    lost = false
  }
  for (const client of [commands, subscriber]) {
    client.on('error', onError)
    client.on('ready', onReady)
  }
  subscriber.on('ready', () => {
    if (subscribedOnce) for (const callback of recovered) callback()
    subscribedOnce = true
  })
  // the first connection is awaited by no one: errors surface through 'error', and reconnection goes on
  for (const client of [commands, subscriber]) client.connect().catch(onError)

  return {
    commands: () => (commands.isReady ? commands : undefined),
    subscribe(channel, listener, onRecovered) {
      if (onRecovered) recovered.push(onRecovered)
      subscriber.subscribe(channel, listener).catch(onError)
    },
    async close() {
      closing = true
      await Promise.all([commands, subscriber].map((client) => client.close().catch(() => {})))
    },
  }
}
