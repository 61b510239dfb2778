import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CommerceProvider } from '../runtime/commerce'
import { prepared, preparedExamples } from './testing/preparedExamples'
import { commerceSettings } from './testing/commerceFixtures'
import { RedemptionPricing } from './redemption-pricing/RedemptionPricing'
import { ReviewCard } from './ReviewCard'
import { ReviewsThirdParty } from './reviews-third-party/ReviewsThirdParty'
import { Terms } from './terms/Terms'
import { sectionWords as german } from './i18n/de-DE'
import { sectionWords as english } from './i18n/en-GB'
import { SectionWordsProvider } from './SectionWords'

const inLocale = (locale: string, element: React.ReactNode) =>
  renderToString(
    <SectionWordsProvider locale={locale} words={locale === 'de-DE' ? german : english}>
      <CommerceProvider value={commerceSettings({ locale, currency: 'EUR', redemptionPrices: [{ tld: 'de', currency: 'EUR', price: 1234.5, days: 30 }] })}>{element}</CommerceProvider>
    </SectionWordsProvider>,
  )

describe('sections on a page of another locale', () => {
  it('write dates as its readers do', () => {
    const review = { quote: 'Schnell und freundlich.', author: 'Jonas', date: '2026-11-28' }
    expect(inLocale('de-DE', <ReviewCard review={review} />)).toContain('>28. November 2026</time>')
    expect(inLocale('en-GB', <ReviewCard review={review} />)).toContain('>28 November 2026</time>')
  })

  it('write their own words in the page’s language, the terms’ date and the reviews’ summary included', () => {
    const terms = { heading: 'AGB', lastUpdated: '2026-03-03', clauses: [{ heading: 'Geltung', body: 'Text' }] }
    expect(inLocale('de-DE', <Terms {...terms} />)).toContain('Zuletzt aktualisiert <time dateTime="2026-03-03">3. März 2026</time>')
    expect(inLocale('en-GB', <Terms {...terms} />)).toContain('Last updated <time dateTime="2026-03-03">3 March 2026</time>')
    const summary = { heading: 'Bewertungen', provider: 'Trustpilot', profileUrl: 'https://trustpilot.example/lumen', rating: 4.8, reviewCount: 1234, businessId: 'lumen' }
    expect(inLocale('de-DE', <ReviewsThirdParty {...summary} />)).toContain('Basierend auf 1.234 Bewertungen bei Trustpilot')
    expect(inLocale('en-GB', <ReviewsThirdParty {...summary} reviewCount={1} />)).toContain('Based on 1 review on Trustpilot')
  })

  it('write prices as its readers do', () => {
    const table = prepared('sections.redemption-pricing', preparedExamples('sections.redemption-pricing')[0]!.raw)
    expect(inLocale('de-DE', <RedemptionPricing {...table} />)).toContain('>1.234,50\u00a0€</td>')
    expect(inLocale('en-GB', <RedemptionPricing {...table} />)).toContain('>€1,234.50</td>')
  })
})
