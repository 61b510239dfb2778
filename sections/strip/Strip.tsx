import { useId } from 'react'
import type { StripSection } from '../../runtime/generated/types'
import { Html } from '../Html'
import { LinkButton } from '../LinkButton'
import { Section } from '../Section'
import styles from './Strip.module.css'

/**
 * Strip (schemas/sections/strip.schema.json): a full-width band with a short message and a call to action. The
 * `domain-search` variant adds a plain HTML search form (GET to `action`, the name in `query`), so it works before
 * and without JavaScript; checking the name and showing prices is the domain search page's job.
 */
export function Strip({ text, cta, variant = 'default', action = '/domains', searchLabel = 'Find your domain', placeholder = 'yourbusiness.co.uk', buttonLabel = 'Search', anchor, spacing = 'sm', colour = 'secondary' }: StripSection) {
  const inputId = useId()
  const labelId = useId()
  const search = variant === 'domain-search'
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} className={`${styles.strip} ${search ? styles.withSearch : ''}`}>
      <Html html={text} className={`prose ${styles.text}`} />
      {search && (
        <form className={styles.search} role="search" aria-labelledby={labelId} method="get" action={action}>
          <label id={labelId} htmlFor={inputId} className={styles.label}>
            {searchLabel}
          </label>
          <div className={styles.field}>
            <input
              id={inputId}
              className={styles.input}
              type="text"
              name="query"
              placeholder={placeholder}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
              enterKeyHint="search"
            />
            <button type="submit" className={`button button-primary ${styles.submit}`}>
              {buttonLabel}
            </button>
          </div>
        </form>
      )}
      {cta && (
        <div className={styles.cta}>
          <LinkButton link={cta} variant={search ? 'secondary' : 'primary'} />
        </div>
      )}
    </Section>
  )
}
