import { useId, useState, type FormEvent } from 'react'
import { buildSearchUrl, useCommerce } from '../../runtime/commerce'
import type { DocsSearchSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { Section } from '../Section'
import { useSectionWords } from '../SectionWords'
import { TextLink } from '../TextLink'
import field from '../SearchField.module.css'
import styles from './DocsSearch.module.css'

/**
 * Docs search (schemas/sections/docs-search.schema.json): a search box over the knowledge base, a plain GET form
 * to the docs search address (the words in `q`), or, with none configured, to the site's own article search.
 * With JavaScript an empty search is refused under the field instead of sent.
 */
export function DocsSearch({
  heading,
  text,
  label: givenLabel,
  placeholder,
  buttonLabel,
  popular,
  anchor,
  spacing,
  colour = 'light',
}: DocsSearchSection) {
  const words = useSectionWords().sectionText.docsSearch
  const label = givenLabel ?? words.label
  const { docsSearchUrl } = useCommerce()
  const ids = { heading: useId(), input: useId(), error: useId(), popular: useId() }
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('q') as HTMLInputElement
    const query = input.value.trim()
    event.preventDefault()
    if (!query) {
      setError(words.empty)
      input.focus()
      return
    }
    setError(null)
    window.location.assign(buildSearchUrl(docsSearchUrl, 'q', query))
  }

  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={ids.heading}>
      <div className={styles.inner}>
        <h2 id={ids.heading} className={styles.heading}>
          {heading}
        </h2>
        {text && <Html html={text} className={`prose ${styles.lead}`} />}
        <form className={styles.form} role="search" aria-label={label} method="get" action={docsSearchUrl} noValidate onSubmit={submit}>
          <label htmlFor={ids.input} className={field.label}>
            {label}
          </label>
          <div className={field.field}>
            <input
              id={ids.input}
              className={field.input}
              type="search"
              name="q"
              placeholder={placeholder ?? words.placeholder}
              maxLength={200}
              enterKeyHint="search"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={() => error && setError(null)}
            />
            <button type="submit" className={`button button-primary ${field.submit}`}>
              {buttonLabel ?? words.button}
            </button>
          </div>
          <div aria-live="polite">
            {error && (
              <p id={ids.error} className={field.error}>
                {error}
              </p>
            )}
          </div>
        </form>
        {popular && popular.length > 0 && (
          <nav className={styles.popular} aria-labelledby={ids.popular}>
            <h3 id={ids.popular} className={styles.popularHeading}>
              {words.popular}
            </h3>
            <ul className={styles.links}>
              {popular.map((link, index) => (
                <li key={link.id ?? index}>
                  <TextLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </Section>
  )
}
