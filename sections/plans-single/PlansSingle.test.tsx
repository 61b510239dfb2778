import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CommerceProvider } from '../../runtime/commerce'
import type { PlansSingleSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/plans-single.js'
import { commerceSettings, inCurrency } from '../testing/commerceFixtures'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { PlansSingle } from './PlansSingle'

const [example] = preparedExamples('sections.plans-single')
const render = (props: PlansSingleSection, currency = 'GBP') =>
  renderToString(
    <CommerceProvider value={commerceSettings({ currency })}>
      <PlansSingle {...prepared('sections.plans-single', inCurrency(props, currency))} />
    </CommerceProvider>,
  )

describe('PlansSingle', () => {
  it('renders its schema example: pitch, the plan priced in the visitor’s currency, its order link', () => {
    expect(validate(example!.raw)).toBe(true)
    const html = render(example!.raw, 'USD')
    expect(html).toContain('>WordPress Plus: we look after the admin</h2>')
    expect(html).toContain('>WordPress Plus</h3>')
    expect(html).toContain('>US$8.89</span>')
    expect(html).toContain('>US$106.68 billed every year</p>')
    expect(html).toContain('href="https://my.lumenhosting.example/order?plan=wordpress-plus&amp;term=yearly&amp;currency=USD"')
    expect(html).toMatch(/Not included: <\/span>WooCommerce hosting/)
  })

  it('takes the plan’s name as its heading when content gives none', () => {
    const { heading: _heading, ...rest } = example!.raw
    expect(render(rest)).toMatch(/<h2[^>]*>WordPress Plus<\/h2>/)
  })

  it('needs a plan and a term', () => {
    expect(validate({ terms: [{ term: 'monthly' }] })).toBe(false)
    expect(validate({ plan: example!.raw.plan, terms: [] })).toBe(false)
  })
})
