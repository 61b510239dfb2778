import { formatPrice, resolvePrice, termTotal, type BillingTerm, type CommerceSettings, type ResolvedPrice } from '../runtime/commerce'
import type { BillingTerm as TermEntry, TermPrices } from '../runtime/generated/types'

/** A billing term as a plans section shows it: its key, label and note. */
export interface ShownTerm {
  term: BillingTerm
  label: string
  note?: string | undefined
}

/** The section's terms, each once, labelled (content's label, else the term's label in the page's words). */
export function shownTerms(terms: readonly TermEntry[], labels: Readonly<Record<BillingTerm, { label: string }>>): ShownTerm[] {
  const seen = new Set<BillingTerm>()
  const shown: ShownTerm[] = []
  for (const entry of terms) {
    if (seen.has(entry.term)) continue
    seen.add(entry.term)
    shown.push({ term: entry.term, label: entry.label ?? labels[entry.term].label, note: entry.note })
  }
  return shown
}

/** The term prices show first: content's default when the section offers it, else the first term. */
export function initialTerm(terms: readonly ShownTerm[], defaultTerm: BillingTerm | undefined): BillingTerm {
  return terms.find((t) => t.term === defaultTerm)?.term ?? terms[0]?.term ?? 'monthly'
}

/** The monthly price of a plan or an option on a term, in the visitor's currency; null when not sold so. */
export function monthlyPrice(prices: TermPrices, term: BillingTerm, commerce: Pick<CommerceSettings, 'currency' | 'locale'>): ResolvedPrice | null {
  return resolvePrice(prices[term], commerce.currency, commerce.locale)
}

/**
 * What one payment on `term` comes to for these monthly prices, formatted; null when one of them has no amount
 * (an unresolved reference), so a total is never shown wrong.
 */
export function formattedTermTotal(monthly: readonly (ResolvedPrice | null)[], term: BillingTerm, commerce: Pick<CommerceSettings, 'currency' | 'locale'>): string | null {
  const amounts: number[] = []
  for (const price of monthly) {
    if (price?.amount === null || price?.amount === undefined) return null
    amounts.push(price.amount)
  }
  return formatPrice(termTotal(amounts, term), commerce.currency, commerce.locale)
}
