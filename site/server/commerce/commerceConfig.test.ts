import { describe, expect, it, vi } from 'vitest'
import { readCommerceConfig } from './commerceConfig'

describe('readCommerceConfig', () => {
  it('defaults to the customer area for orders and domain searches, and the site’s own article search for docs', () => {
    expect(readCommerceConfig({})).toEqual({
      orderUrl: 'https://my.lumenhosting.example/order',
      domainSearchUrl: 'https://my.lumenhosting.example/domains/search',
      docsSearchUrl: '/blog/search',
    })
  })

  it('takes the configured addresses, and refuses ones that are no http(s) URL or path with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const config = readCommerceConfig({ ORDER_URL: 'https://shop.example/cart', DOMAIN_SEARCH_URL: 'javascript:alert(1)', DOCS_SEARCH_URL: '/help/search' })
    expect(config).toEqual({ orderUrl: 'https://shop.example/cart', domainSearchUrl: 'https://my.lumenhosting.example/domains/search', docsSearchUrl: '/help/search' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('DOMAIN_SEARCH_URL'))
    warn.mockRestore()
  })
})
