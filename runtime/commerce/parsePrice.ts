/** Each locale's separators, learned from Intl once; en-GB's known (parsePrice.test.ts checks it against Intl), so
 * a British page never constructs a number formatter while it hydrates. */
const separators = new Map<string, { group: string; decimal: string }>([['en-GB', { group: ',', decimal: '.' }]])

function separatorsOf(locale: string): { group: string; decimal: string } {
  let found = separators.get(locale)
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    }
    separators.set(locale, found)
  }
  return found
}

/**
 * The amount of a price formatted with Intl.NumberFormat in `locale` (`£1,234.50` → 1234.5, `1.234,50 €` in de-DE
 * → 1234.5), or null when the text holds no number: a `{ref:…}` placeholder the content service could not resolve
 * stays visible as it is, and is no amount.
 */
export function parsePrice(text: string, locale = 'en-GB'): number | null {
  const { group, decimal } = separatorsOf(locale)
  if (/[{}]/.test(text)) return null
  const digits = text
    .split(group)
    .join('')
    .replace(/\s/g, '')
    .split(decimal)
    .map((part) => part.replace(/[^0-9-]/g, ''))
  if (digits.length > 2 || !/\d/.test(digits[0] ?? '')) return null
  const [whole = '', fraction] = digits
  const amount = Number(fraction === undefined ? whole : `${whole}.${fraction}`)
  return Number.isFinite(amount) ? amount : null
}
