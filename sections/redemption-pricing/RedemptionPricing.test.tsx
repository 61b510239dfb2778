import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CommerceProvider, type RedemptionPriceRow } from '../../runtime/commerce'
import type { RedemptionPricingSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/redemption-pricing.js'
import { commerceSettings } from '../testing/commerceFixtures'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { RedemptionPricing, sortRedemptionRows } from './RedemptionPricing'

const [example] = preparedExamples('sections.redemption-pricing')
const rows: RedemptionPriceRow[] = [
  { tld: 'com', currency: 'USD', price: 100.99, days: 30 },
  { tld: 'co.uk', currency: 'USD', price: 44.99, days: 90 },
  { tld: 'io', currency: 'USD', price: 126.99, days: 30 },
]
const render = (props: RedemptionPricingSection, redemptionPrices = rows) =>
  renderToString(
    <CommerceProvider value={commerceSettings({ currency: 'USD', redemptionPrices })}>
      <RedemptionPricing {...prepared('sections.redemption-pricing', props)} />
    </CommerceProvider>,
  )

describe('RedemptionPricing', () => {
  it('renders its schema example as a table in the visitor’s currency, by ending, sorted column marked', () => {
    expect(validate(example!.raw)).toBe(true)
    const html = render(example!.raw)
    expect(html).toMatch(/<caption[^>]*>Redemption fees by domain ending, in USD<\/caption>/)
    expect([...html.matchAll(/<th scope="row"[^>]*>\.([a-z.]+)<\/th>/g)].map((m) => m[1])).toEqual(['co.uk', 'com', 'io'])
    expect(html).toContain('>US$44.99</td>')
    expect(html).toContain('>90 days</td>')
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"><span class="[^"]+">Domain ending<svg class="[^"]+ needs-script"/)
    expect(html.match(/aria-sort=/g)).toHaveLength(1)
  })

  it('sends each column header in the box its sort button takes, its arrow shown only where scripting is on: the buttons come with JavaScript', () => {
    const html = render(example!.raw)
    expect(html).not.toContain('<button')
    for (const label of ['Domain ending', 'Redemption fee', 'Redemption period']) {
      expect(html).toMatch(new RegExp(`<span class="_sort_\\w+">${label}<svg class="_arrow_\\w+ needs-script"[^>]*aria-hidden="true"`))
    }
  })

  it('says so when there are no prices in the visitor’s currency', () => {
    const html = render({ ...example!.raw, emptyText: 'Ask support for a quote.' }, [])
    expect(html).not.toContain('<table')
    expect(html).toContain('Ask support for a quote.')
  })

  it('sorts by ending, fee or days, both ways, ties by ending', () => {
    expect(sortRedemptionRows(rows, 'price', 'ascending').map((r) => r.tld)).toEqual(['co.uk', 'com', 'io'])
    expect(sortRedemptionRows(rows, 'price', 'descending').map((r) => r.tld)).toEqual(['io', 'com', 'co.uk'])
    expect(sortRedemptionRows(rows, 'days', 'ascending').map((r) => r.tld)).toEqual(['com', 'io', 'co.uk'])
    expect(sortRedemptionRows(rows, 'days', 'descending').map((r) => r.tld)).toEqual(['co.uk', 'com', 'io'])
    expect(sortRedemptionRows(rows, 'tld', 'descending').map((r) => r.tld)).toEqual(['io', 'com', 'co.uk'])
  })
})
