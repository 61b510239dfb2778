import { describe, expect, it } from 'vitest'
import type { SiteConfiguration } from '../../runtime/generated/types'
import { consentDefault } from './consentDefault'

const reading = (configuration: SiteConfiguration | null) => ({ getSiteConfiguration: async () => configuration })
const site: SiteConfiguration = { url: 'https://www.lumenhosting.example' }

describe('consentDefault', () => {
  it("is the site configuration's consentDefault", async () => {
    expect(await consentDefault(reading({ ...site, consentDefault: 'denied' }))).toBe('denied')
    expect(await consentDefault(reading({ ...site, consentDefault: 'granted' }))).toBe('granted')
  })

  it('is granted when the configuration does not say, as SPEC §4 defaults', async () => {
    expect(await consentDefault(reading(site))).toBe('granted')
    expect(await consentDefault(reading(null))).toBe('granted')
  })

  it('is denied when the configuration cannot be read: consent is never assumed on a guess', async () => {
    expect(await consentDefault({ getSiteConfiguration: () => Promise.reject(new Error('content service down')) })).toBe('denied')
  })
})
