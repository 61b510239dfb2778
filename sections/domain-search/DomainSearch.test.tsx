import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CommerceProvider, type TldPrice } from '../../runtime/commerce'
import type { DomainSearchSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/domain-search.js'
import { suggestedTlds } from '../DomainSearchForm'
import { commerceSettings } from '../testing/commerceFixtures'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { DomainSearch } from './DomainSearch'

const [example] = preparedExamples('sections.domain-search')
// cheapest first, as the server hands them over (site/server/commerce/loadCommerceSettings)
const tlds: TldPrice[] = [
  { tld: 'online', price: 3.99 },
  { tld: 'co.uk', price: 7.49 },
  { tld: 'uk', price: 7.49 },
  { tld: 'com', price: 11.99 },
  { tld: 'org.uk', price: 7.49 },
  { tld: 'io', price: null },
]
const render = (props: DomainSearchSection, currency = 'GBP') =>
  renderToString(
    <CommerceProvider value={commerceSettings({ currency, tlds })}>
      <DomainSearch {...prepared('sections.domain-search', props)} />
    </CommerceProvider>,
  )

describe('DomainSearch', () => {
  it('renders its schema example as a plain GET form to the domain search address, the name in query', () => {
    expect(validate(example!.raw)).toBe(true)
    const html = render(example!.raw)
    const form = /<form[^>]*>/.exec(html)![0]
    for (const attribute of ['role="search"', 'aria-label="Domain name"', 'method="get"', 'action="https://my.lumenhosting.example/domains/search"']) expect(form).toContain(attribute)
    const id = /<input id="([^"]+)"[^>]*name="query"/.exec(html)?.[1]
    expect(html).toContain(`<label for="${id}"`)
    expect(html).toMatch(/<button type="submit"[^>]*>Search<\/button>/)
    expect(html).toContain('placeholder="yourbusiness.co.uk"')
  })

  it('suggests the featured endings first, then the cheapest, each with its first-year price in the visitor’s currency', () => {
    const html = render(example!.raw, 'GBP')
    const chips = [...html.matchAll(/<span class="[^"]*domain[^"]*">\.([a-z.]+)<\/span> <span class="[^"]*price[^"]*">([^<]+)<\/span>/g)].map((m) => `${m[1]} ${m[2]}`)
    expect(chips).toEqual(['co.uk £7.49', 'com £11.99', 'uk £7.49', 'org.uk £7.49', 'online £3.99'])
    expect(render(example!.raw, 'EUR')).toContain('€7.49')
  })

  it('has a polite live region ready for a message, and no message before a search', () => {
    const html = render(example!.raw)
    expect(html).toMatch(/<div aria-live="polite"[^>]*><\/div>/)
    expect(html).not.toContain('aria-invalid')
  })

  it('picks suggestions: featured in order, unknown featured ones skipped, unpriced ones left out, up to the count', () => {
    expect(suggestedTlds(tlds, ['.COM', 'xyz', 'uk'], 3).map((t) => t.tld)).toEqual(['com', 'uk', 'online'])
    expect(suggestedTlds(tlds, [], 10).map((t) => t.tld)).toEqual(['online', 'co.uk', 'uk', 'com', 'org.uk'])
    expect(suggestedTlds(tlds, ['co.uk'], 0)).toEqual([])
  })

  it('needs a heading, and endings written without a dot', () => {
    expect(validate({})).toBe(false)
    expect(validate({ heading: 'Find a domain', featuredTlds: ['.com'] })).toBe(false)
    expect(validate({ heading: 'Find a domain', featuredTlds: ['co.uk'] })).toBe(true)
  })
})
