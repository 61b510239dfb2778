import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

describe('readConfig: the proxies in front of the site and the secret shared with Strapi', () => {
  it('trusts no proxy and shares no secret unless told', () => {
    expect(readConfig({})).toMatchObject({ trustProxy: 0, proxySecret: undefined })
  })

  it('reads TRUST_PROXY as a count of proxies, and PROXY_SECRET', () => {
    expect(readConfig({ TRUST_PROXY: '2', PROXY_SECRET: 'shared' })).toMatchObject({ trustProxy: 2, proxySecret: 'shared' })
  })

  it('refuses a TRUST_PROXY that is not a count, naming the variable', () => {
    for (const value of ['true', '-1', '1.5', '11']) expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be how many proxies/)
  })
})

describe('readConfig: the Redis the instances share', () => {
  it('shares nothing without REDIS_URL, and reads a redis:// or rediss:// URL', () => {
    expect(readConfig({}).redisUrl).toBeUndefined()
    expect(readConfig({ REDIS_URL: 'redis://redis:6379' }).redisUrl).toBe('redis://redis:6379')
    expect(readConfig({ REDIS_URL: 'rediss://user:pw@cache.example:6380/0' }).redisUrl).toBe('rediss://user:pw@cache.example:6380/0')
  })

  it('refuses a REDIS_URL that is not one, naming the variable', () => {
    expect(() => readConfig({ REDIS_URL: 'redis-host:6379' })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/)
  })
})
