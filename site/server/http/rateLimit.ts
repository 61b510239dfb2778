import type { Context, MiddlewareHandler } from 'hono'
import type { RedisLink } from '../instances/redisLink'
import { clientAddress } from './clientAddress'
import { logLine } from './logLine'

/** Options of rateLimit. */
export interface RateLimitOptions {
  /** Requests a client may make at once before it must wait. Default 20. */
  burst?: number
  /** Requests a client earns back per minute, one at a time. Default 20 (one every 3 s). */
  perMinute?: number
  /** Most clients remembered in memory; past it the one seen longest ago is forgotten (memory stays bounded). Default 10 000. */
  maxClients?: number
  /**
   * Who the client is. Default: the connection's remote address; behind a proxy, `clientAddress` with the proxies
   * trusted (TRUST_PROXY).
   */
  clientOf?: (c: Context) => string | undefined
  /** Requests that are neither counted nor refused. */
  skip?: (c: Context) => boolean
  /**
   * Counts in Redis, shared by every instance of the site (REDIS_URL); while Redis is lost, in memory. `name` keeps
   * the counts of two limiters apart.
   */
  redis?: { link: RedisLink; name: string }
  /** The clock of the in-memory counts, for tests (Redis counts on its own clock). */
  now?: () => number
}

/** What taking a token from a client's bucket answered. */
interface Take {
  allowed: boolean
  /** Tokens left (below 1 when refused). */
  tokens: number
  /** Refused, and not refused the time before: the start of an episode, logged once. */
  firstRefusal: boolean
}

interface Bucket {
  tokens: number
  at: number
  limited: boolean
}

/** Buckets in this process: Map order is the eviction order, the client just seen goes last. */
function memoryBuckets(burst: number, perMinute: number, maxClients: number, now: () => number) {
  const buckets = new Map<string, Bucket>()
  return (client: string): Take => {
    const at = now()
    const previous = buckets.get(client)
    const tokens = previous ? Math.min(burst, previous.tokens + ((at - previous.at) / 60_000) * perMinute) : burst
    buckets.delete(client)
    const allowed = tokens >= 1
    buckets.set(client, { tokens: allowed ? tokens - 1 : tokens, at, limited: !allowed })
    if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value as string)
    return { allowed, tokens: allowed ? tokens - 1 : tokens, firstRefusal: !allowed && !previous?.limited }
  }
}

/**
 * The same bucket as memoryBuckets, in a Redis hash, on Redis's clock, taken atomically by every instance. A bucket
 * expires once it would be full again: Redis holds only the clients that are waiting.
 */
const TAKE_TOKEN = `
local burst = tonumber(ARGV[1])
local perMinute = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at', 'limited')
local tokens = burst
if bucket[1] then tokens = math.min(burst, tonumber(bucket[1]) + (now - tonumber(bucket[2])) / 60000 * perMinute) end
local allowed = tokens >= 1
if allowed then tokens = tokens - 1 end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now), 'limited', allowed and '0' or '1')
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / perMinute * 60000) + 1000)
return { allowed and 1 or 0, tostring(tokens), ((not allowed) and bucket[3] ~= '1') and 1 or 0 }`

async function takeInRedis(commands: NonNullable<ReturnType<RedisLink['commands']>>, key: string, burst: number, perMinute: number): Promise<Take> {
  const [allowed, tokens, first] = (await commands.eval(TAKE_TOKEN, { keys: [key], arguments: [String(burst), String(perMinute)] })) as [number, string, number]
  return { allowed: allowed === 1, tokens: Number(tokens), firstRefusal: first === 1 }
}

/**
 * A per-client token bucket: each client may make `burst` requests at once and earns `perMinute` back; past that it
 * gets 429 with Retry-After, in Strapi's error shape so the browser's auth code reads it like any other failure,
 * and one log line per episode. In memory per instance, or with `redis` counted across every instance; a request
 * Redis cannot count (lost, or failing) is counted in memory, never refused for it.
 */
export function rateLimit(options: RateLimitOptions = {}): MiddlewareHandler {
  const { burst = 20, perMinute = 20, maxClients = 10_000, clientOf = clientAddress, skip, redis, now = Date.now } = options
  const inMemory = memoryBuckets(burst, perMinute, maxClients, now)
  const take = async (client: string): Promise<Take> => {
    const commands = redis?.link.commands()
    if (!commands || !redis) return inMemory(client)
    try {
      return await takeInRedis(commands, `stratum:rate:${redis.name}:${client}`, burst, perMinute)
    } catch {
      return inMemory(client)
    }
  }

  return async (c, next) => {
    if (skip?.(c)) return next()
    const client = clientOf(c) ?? 'unknown'
    const { allowed, tokens, firstRefusal } = await take(client)
    if (allowed) return next()

    if (firstRefusal) logLine({ level: 'warn', msg: 'rate limited', client, method: c.req.method, path: c.req.path })
    const retryAfter = Math.max(1, Math.ceil(((1 - tokens) * 60) / perMinute))
    c.header('Retry-After', String(retryAfter))
    c.header('Cache-Control', 'private, no-store')
    return c.json({ data: null, error: { status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.', details: {} } }, 429)
  }
}
