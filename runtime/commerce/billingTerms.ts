/** A billing term: how many months one payment covers (its words are the sections' own, per locale). */
export interface BillingTermInfo {
  /** Months one payment covers. */
  months: number
}

/**
 * The billing terms plans may be sold on (schemas/shared/billing-term.schema.json), shortest first. Content prices a
 * plan per month on each term (paying yearly is cheaper per month than paying monthly); a payment covers `months`.
 */
export const BILLING_TERMS = {
  monthly: { months: 1 },
  quarterly: { months: 3 },
  yearly: { months: 12 },
  biennial: { months: 24 },
  triennial: { months: 36 },
} as const satisfies Record<string, BillingTermInfo>

/** A billing term's key. */
export type BillingTerm = keyof typeof BILLING_TERMS

/** Whether a value names a billing term. */
export function isBillingTerm(value: unknown): value is BillingTerm {
  return typeof value === 'string' && Object.hasOwn(BILLING_TERMS, value)
}

/** What one payment on `term` comes to for monthly prices, in whole minor units (pence, cents). */
export function termTotal(monthlyAmounts: readonly number[], term: BillingTerm): number {
  const cents = monthlyAmounts.reduce((sum, amount) => sum + Math.round(amount * 100) * BILLING_TERMS[term].months, 0)
  return cents / 100
}
