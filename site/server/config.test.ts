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
