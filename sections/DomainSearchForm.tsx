import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { buildSearchUrl, formatPrice, normaliseDomainInput, type DomainInput, type TldPrice } from '../runtime/commerce'
import { format } from '../runtime/i18n/format'
import { useSectionWords } from './SectionWords'
import styles from './DomainSearchForm.module.css'
import field from './SearchField.module.css'

/** Props of DomainSearchForm. */
export interface DomainSearchFormProps {
  /** Where the name is sent (GET, the name in `query`): DOMAIN_SEARCH_URL, or the domains page from a strip. */
  action: string
  label: string
  placeholder?: string | undefined
  buttonLabel: string
  /** Endings on sale with prices in the visitor's currency; an ending typed must be one of them. Empty: any. */
  tlds?: readonly TldPrice[]
  /** Endings to suggest first, without a dot. */
  featured?: readonly string[] | undefined
  /** How many endings to suggest (0: none). */
  suggestionCount?: number
  currency?: string
  locale?: string
  /** Fill the field from this page's `?query=` (the domains page, when a strip sent the visitor there). */
  prefillFromUrl?: boolean
  /** Class of the form, for the strip's layout. */
  className?: string | undefined
  /** Class of the label, for a label on a coloured band. */
  labelClassName?: string | undefined
}

/** The endings to suggest: featured ones in their order, then the rest as given (cheapest first), priced only. */
export function suggestedTlds(tlds: readonly TldPrice[], featured: readonly string[], count: number): TldPrice[] {
  const byName = new Map(tlds.map((t) => [t.tld, t]))
  const first = featured.map((tld) => byName.get(tld.replace(/^\./, '').toLowerCase())).filter((t): t is TldPrice => t !== undefined)
  const rest = tlds.filter((t) => !first.includes(t))
  return [...first, ...rest].filter((t) => t.price !== null).slice(0, count)
}

/**
 * The domain search form, in the domain search section and the strip. A plain GET form to `action`
 * without JavaScript; with it, the name is checked as it is sent (normaliseDomainInput): a problem is shown under
 * the field (aria-invalid, aria-describedby, a polite live region) and what was typed stays; a good name goes to
 * `action` in its normal form (`xn--bcher-kva.co.uk` for bücher.co.uk). Suggested endings show their first-year
 * price in the visitor's currency, and become links for the name typed.
 */
export function DomainSearchForm({
  action,
  label,
  placeholder,
  buttonLabel,
  tlds = [],
  featured = [],
  suggestionCount = 0,
  currency = 'GBP',
  locale = 'en-GB',
  prefillFromUrl = false,
  className,
  labelClassName,
}: DomainSearchFormProps) {
  const ids = { input: useId(), error: useId(), hint: useId(), suggestions: useId() }
  const words = useSectionWords().domainSearch
  // a refusal in the page's words, naming what the visitor typed
  const problemOf = (outcome: DomainInput) => (outcome.ok ? null : format(words.problems[outcome.problem], outcome.values))
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [checked, setChecked] = useState(false)
  const known = tlds.length > 0 ? tlds.map((t) => t.tld) : undefined
  const result = value.trim() ? normaliseDomainInput(value, { tlds: known }) : null

  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    // a visitor can type into the server's field before this form hydrates (a section hydrates as the visitor comes
    // near it): the field keeps the text but the state does not, so take it up, or Enter would search nothing
    const typed = input.current?.value
    const query = prefillFromUrl ? new URLSearchParams(window.location.search).get('query') : null
    const initial = typed || query
    if (initial) setValue(initial.slice(0, 300))
  }, [prefillFromUrl])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const outcome = normaliseDomainInput(value, { tlds: known })
    setChecked(true)
    if (!outcome.ok) {
      setError(problemOf(outcome))
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus()
      return
    }
    setError(null)
    window.location.assign(buildSearchUrl(action, 'query', outcome.domain))
  }
  const change = (next: string) => {
    setValue(next)
    // once a search was refused, say as soon as the name is right (or what is still wrong)
    if (checked) {
      const outcome = normaliseDomainInput(next, { tlds: known })
      setError(problemOf(outcome))
    }
  }

  const suggestions = suggestionCount > 0 ? suggestedTlds(tlds, featured, suggestionCount) : []
  const name = result?.ok ? result.display.split('.')[0] : null
  const searchName = result?.ok ? result.name : null
  const describedBy = [error ? ids.error : null, suggestions.length > 0 ? ids.hint : null].filter(Boolean).join(' ') || undefined

  return (
    <form className={[styles.form, className].filter(Boolean).join(' ')} role="search" aria-label={label} method="get" action={action} noValidate onSubmit={submit}>
      <label htmlFor={ids.input} className={[field.label, labelClassName].filter(Boolean).join(' ')}>
        {label}
      </label>
      <div className={field.field}>
        <input
          ref={input}
          id={ids.input}
          className={field.input}
          type="text"
          name="query"
          value={value}
          onChange={(e) => change(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          enterKeyHint="search"
          maxLength={300}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button type="submit" className={`button button-primary ${field.submit}`}>
          {buttonLabel}
        </button>
      </div>
      <div aria-live="polite" className={styles.live}>
        {error && (
          <p id={ids.error} className={field.error}>
            {error}
          </p>
        )}
      </div>
      {suggestions.length > 0 && (
        <div className={styles.suggestions}>
          <p id={ids.hint} className={styles.hint}>
            {name ? format(words.popularEndingsFor, { name }) : words.popularEndings}
          </p>
          <ul id={ids.suggestions} className={styles.list}>
            {suggestions.map(({ tld, price }) => {
              const text = price === null ? '' : formatPrice(price, currency, locale)
              return (
                <li key={tld}>
                  {searchName ? (
                    <a className={styles.chip} href={buildSearchUrl(action, 'query', `${searchName}.${tld}`)}>
                      <span className={styles.domain}>{`${name}.${tld}`}</span>{' '}
                      <span className={styles.price}>{text}</span>
                    </a>
                  ) : (
                    <span className={styles.chip}>
                      <span className={styles.domain}>{`.${tld}`}</span> <span className={styles.price}>{text}</span>
                    </span>
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </form>
  )
}
