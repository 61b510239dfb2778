import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CommerceProvider } from '../../runtime/commerce'
import type { PlansSimpleSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/plans-simple.js'
import { commerceSettings, inCurrency } from '../testing/commerceFixtures'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { PlansSimple } from './PlansSimple'

const examples = preparedExamples('sections.plans-simple')
const hosting = examples[0]!.raw

/** The section as a visitor of `currency` gets it: placeholders replaced by the reader, markdown rendered. */
function render(props: PlansSimpleSection, currency = 'GBP') {
  return renderToString(
    <CommerceProvider value={commerceSettings({ currency })}>
      <PlansSimple {...prepared('sections.plans-simple', inCurrency(props, currency))} />
    </CommerceProvider>,
  )
}

describe('PlansSimple', () => {
  it('renders every schema example, valid, with every plan', () => {
    for (const { raw } of examples) {
      expect(validate(raw)).toBe(true)
      const html = render(raw)
      for (const plan of raw.plans) expect(html).toContain(`>${plan.name}</h3>`)
    }
  })

  it('prices each plan in the visitor’s currency, from reference data and inline amounts alike', () => {
    const cases = [
      ['GBP', ['£2.49', '£4.99', '£8.99'], ['£29.88 billed every year', '£59.88 billed every year', '£107.88 billed every year']],
      ['USD', ['US$3.19', 'US$6.39', 'US$11.49'], ['US$38.28 billed every year', 'US$76.68 billed every year', 'US$137.88 billed every year']],
      ['EUR', ['€2.89', '€5.79', '€10.49'], ['€34.68 billed every year', '€69.48 billed every year', '€125.88 billed every year']],
    ] as const
    for (const [currency, monthly, yearly] of cases) {
      const html = render(hosting, currency)
      for (const price of monthly) expect(html, currency).toContain(`>${price}</span> <span`)
      for (const total of yearly) expect(html, currency).toContain(`>${total}</p>`)
      expect(html).toContain(`Prices in ${currency}, excluding VAT.`)
    }
  })

  it('says in words whether each feature is included, beside the mark', () => {
    const html = render(hosting)
    expect(html).toMatch(/<span class="visually-hidden">Included: <\/span>1 website/)
    expect(html).toMatch(/<span class="visually-hidden">Not included: <\/span>Staging sites/)
    expect(html.match(/Not included: /g)).toHaveLength(2)
  })

  it('links each plan to the order address for the default term before it hydrates, and the dialog stays closed', () => {
    const html = render(hosting, 'EUR')
    expect(html).toContain('href="https://my.lumenhosting.example/order?plan=shared-plus&amp;term=yearly&amp;currency=EUR"')
    expect(html).not.toContain('aria-haspopup')
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="[^"]+"[^>]*><\/dialog>/)
    expect(html).not.toMatch(/<dialog[^>]* open/)
  })

  it('sends the billing term switch as a radio group, disabled until it hydrates and marked as needing a script to show', () => {
    const html = render(hosting)
    // drawn from the first paint (nothing moves when it starts to work), never shown where scripting is off
    expect(html).toMatch(/<fieldset class="[^"]* needs-script" disabled=""><legend class="visually-hidden">Billing term<\/legend>/)
    expect(html).not.toMatch(/<fieldset[^>]*hidden/)
    expect(html.match(/type="radio"/g)).toHaveLength(2)
    expect(html).toMatch(/type="radio"[^>]*checked="" value="yearly"/)
  })

  it('leaves the switch out when there is one term, and shows the first term when no default is given', () => {
    const vps = render(examples[1]!.raw)
    expect(vps).not.toContain('<fieldset')
    expect(vps).toContain('>£14.99</span>')
    expect(vps).toContain('>Billed every month</p>')
  })

  it('shows a plan with no price in the visitor’s currency as not sold, never in another currency', () => {
    const plan = { code: 'eu-only', name: 'EU only', prices: { monthly: { EUR: 3 } } }
    const html = render({ heading: 'Plans', terms: [{ term: 'monthly' }], plans: [plan] }, 'GBP')
    expect(html).toContain('Not sold monthly in GBP')
    expect(html).not.toContain('€3.00')
  })

  it('enforces its schema: a term, a plan with a code and prices per known term and currency code', () => {
    const plan = hosting.plans[0]!
    expect(validate({ ...hosting, terms: [] })).toBe(false)
    expect(validate({ ...hosting, plans: [] })).toBe(false)
    expect(validate({ ...hosting, plans: [{ ...plan, code: 'Has Spaces' }] })).toBe(false)
    expect(validate({ ...hosting, plans: [{ ...plan, prices: { weekly: { GBP: 1 } } }] })).toBe(false)
    expect(validate({ ...hosting, plans: [{ ...plan, prices: { monthly: { gbp: 1 } } }] })).toBe(false)
    expect(validate({ ...hosting, plans: [{ ...plan, prices: { monthly: { GBP: -1 } } }] })).toBe(false)
    expect(validate({ ...hosting, plans: [{ ...plan, prices: {} }] })).toBe(false)
    expect(validate({ ...hosting, defaultTerm: 'weekly' })).toBe(false)
  })
})
