import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CommerceProvider } from '../runtime/commerce'
import { prepared, preparedExamples } from './testing/preparedExamples'
import { commerceSettings } from './testing/commerceFixtures'
import { RedemptionPricing } from './redemption-pricing/RedemptionPricing'
import { ReviewCard } from './ReviewCard'

const inLocale = (locale: string, element: React.ReactNode) =>
  renderToString(<CommerceProvider value={commerceSettings({ locale, currency: 'EUR', redemptionPrices: [{ tld: 'de', currency: 'EUR', price: 1234.5, days: 30 }] })}>{element}</CommerceProvider>)

describe('sections on a page of another locale', () => {
  it('write dates as its readers do', () => {
    const review = { quote: 'Schnell und freundlich.', author: 'Jonas', date: '2026-11-28' }
    expect(inLocale('de-DE', <ReviewCard review={review} />)).toContain('>28. November 2026</time>')
    expect(inLocale('en-GB', <ReviewCard review={review} />)).toContain('>28 November 2026</time>')
  })

  it('write prices as its readers do', () => {
    const table = prepared('sections.redemption-pricing', preparedExamples('sections.redemption-pricing')[0]!.raw)
    expect(inLocale('de-DE', <RedemptionPricing {...table} />)).toContain('>1.234,50\u00a0€</td>')
    expect(inLocale('en-GB', <RedemptionPricing {...table} />)).toContain('>€1,234.50</td>')
  })
})
