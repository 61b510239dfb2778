/**
 * Fills `{name}` placeholders: `format('Page {page} of {pages}', { page: 2, pages: 5 })`. Its own module, free of
 * the words themselves, so browser code can use it (messages.ts imports every locale).
 */
export function format(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

const pluralRules = new Map<string, Intl.PluralRules>()

/** The form of a message for `count` in `locale` (Intl.PluralRules: `one`, `other`, …), `other` when it has no such form. */
export function plural(forms: Readonly<{ other: string } & Record<string, string>>, count: number, locale: string): string {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return forms[rules.select(count)] ?? forms.other
}
