import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createContentReader, createFilesSource, createStrapiClient, createStrapiSource } from '../../runtime/content'
import { populate } from '../../runtime/generated/populate'
import { freePort } from '../../runtime/testing/freePort'
import { BRAND_KEY } from '../brand'
import { FALLBACK_LAYOUT } from '../layouts/LayoutData'
import { loadLayoutData } from './loadLayoutData'

const root = fileURLToPath(new URL('../../', import.meta.url))
const packReader = () =>
  createContentReader(createFilesSource({ root: `${root}content`, schemas: `${root}schemas/content` }), { brand: BRAND_KEY, populate, logger: { warn: () => {} } })

afterEach(() => vi.restoreAllMocks())

describe('loadLayoutData', () => {
  it('reads the navigation, brand, other brands and group from the content pack, links resolved per SPEC §2', async () => {
    const layout = await loadLayoutData(packReader())
    expect(layout.degraded).toBe(false)
    expect(layout.brandName).toBe('Lumen Hosting')
    expect(layout.headerStyle).toBe('headersStandard')
    expect(layout.footerStyle).toBe('footersStandard')
    // internal slugs, an external link, the homepage with a hash
    expect(layout.navItems.map((item) => item.href)).toEqual(['/web-hosting', '/domains', '/blog', '/about', '/#support'])
    const status = layout.footerNavItems.find((item) => item.label === 'Service status')
    expect(status).toMatchObject({ href: 'https://status.lumenhosting.example', target: '_blank', rel: 'noopener noreferrer' })
    expect(layout.socialNetworks.map((network) => network.icon)).toEqual(['youtube', 'twitter', 'facebook', 'instagram', 'linkedIn'])
    expect(layout.paymentProviders).toHaveLength(5)
    expect(layout.paymentProviders[0]).toEqual({ name: 'Visa', logo: { url: '/uploads/payment-visa.png', alt: 'Visa accepted', width: 160, height: 100 } })
    // enableBrands: the other brands, without the one excluded from the footer
    expect(layout.otherBrands.map((brand) => brand.name)).toEqual(['Fernway Mail', 'Harbour Cloud', 'Kestrel Domains'])
    expect(layout.groupName).toBe('Northlight Group')
    expect(layout.groupDescriptionHtml).toContain('<strong>Northlight Group</strong>')
    expect(layout.defaultCurrency).toBe('GBP')
  })

  it('keeps what it could read when one part fails, and says the layout is degraded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const reader = { ...packReader(), getGroupDetails: () => Promise.reject(new Error('group host down')) }
    const layout = await loadLayoutData(reader)
    expect(layout.degraded).toBe(true)
    expect(layout.navItems.length).toBeGreaterThan(0)
    expect(layout.groupDescriptionHtml).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"part":"group"'))
  })

  it('falls back to the brand name and no content links when the content service is down, then stops asking for a while', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const dead = createStrapiClient({ url: `http://127.0.0.1:${await freePort()}`, timeout: 500 })
    const reader = createContentReader(createStrapiSource(dead), { brand: BRAND_KEY, populate, logger: { warn: () => {} } })
    expect(await loadLayoutData(reader)).toEqual(FALLBACK_LAYOUT)
    expect(warn).toHaveBeenCalledTimes(5)
    const getPrimaryNavigation = vi.spyOn(reader, 'getPrimaryNavigation')
    expect(await loadLayoutData(reader)).toEqual(FALLBACK_LAYOUT)
    expect(getPrimaryNavigation).not.toHaveBeenCalled()
  })
})
