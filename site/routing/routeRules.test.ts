import { describe, expect, it } from 'vitest'
import { resolveRouteRules } from '../../runtime/routing'
import { routeRules } from './routeRules'

const rulesOf = (path: string) => resolveRouteRules(routeRules, path)

describe('routeRules', () => {
  it('sends page 1 of a German list to the list itself, under /de', () => {
    expect(rulesOf('/de/blog/p/1').redirect).toMatchObject({ to: '/de/blog', status: 301 })
    expect(rulesOf('/de/blog/author/priya-raman/p/1').redirect?.to).toBe('/de/blog/author/priya-raman')
    expect(rulesOf('/de/blog/categories/sicherheit/p/1').redirect?.to).toBe('/de/blog/categories/sicherheit')
    expect(rulesOf('/de/homepage').redirect?.to).toBe('/de')
  })

  it('keeps the English redirects as they were', () => {
    expect(rulesOf('/blog/p/1').redirect?.to).toBe('/blog')
    expect(rulesOf('/blog/author/priya-raman/p/1').redirect?.to).toBe('/blog/author/priya-raman')
    expect(rulesOf('/homepage').redirect?.to).toBe('/')
  })

  it('prerenders the German blog and the German twins of the prerendered pages', () => {
    for (const path of ['/de/blog', '/de/blog/p/2', '/de/blog/zwei-faktor-authentifizierung', '/de/ueber-uns', '/de/agb', '/de/datenschutz', '/de/nutzungsrichtlinie']) {
      expect(rulesOf(path).prerender, path).toBe(true)
    }
    for (const path of ['/blog', '/about', '/company-details']) expect(rulesOf(path).prerender, path).toBe(true)
  })

  it('prerenders neither an English slug under /de nor a page the rules do not name', () => {
    for (const path of ['/de/about', '/de/company-details', '/de/webhosting', '/web-hosting', '/fr/blog']) expect(rulesOf(path).prerender, path).toBeUndefined()
  })
})
