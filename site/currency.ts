/** The currencies the dropdown offers (SPEC §4 Currency; the site configuration's `defaultCurrency` enum). */
export const CURRENCIES = ['GBP', 'USD', 'EUR'] as const

export type Currency = (typeof CURRENCIES)[number]

/** Whether a value is one of the offered currencies. */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}
