import { useEffect, useId, useRef } from 'react'
import type { ConsentCategory } from '../../runtime/machines/consentRecord'
import { useConsentState } from '../../runtime/machines/react/useConsent'
import { useMessages } from '../i18n/useMessages'
import { useShell } from './ShellProvider'
import styles from './ConsentBanner.module.css'

/** The banner's id: Privacy Manager focuses it when it is already showing. */
export const CONSENT_BANNER_ID = 'cookie-consent'

/** The categories in the order the preferences list them. */
const CATEGORIES: readonly ConsentCategory[] = ['functional', 'analytics', 'marketing', 'personalization']

/**
 * The cookie consent banner (SPEC §4 Cookie consent): a non-modal dialog at the foot of the screen. It shows by itself
 * on a first visit without taking focus; reopened from the footer's Privacy Manager it takes focus, and gives it back
 * when OK or Reject non-essential closes it. The two choices look alike and weigh the same (UK and EU guidance).
 */
export function ConsentBanner() {
  const { consent, consentOpener } = useShell()
  const { bannerVisible, preferencesVisible, categories, consentDefault, send } = useConsentState(consent)
  const words = useMessages().consent
  const titleId = useId()
  const panelId = useId()
  const dialog = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // a visitor who asked for it (Privacy Manager) is taken there; a first visit is not interrupted
    if (bannerVisible && consentOpener.current) dialog.current?.focus()
  }, [bannerVisible, consentOpener])

  useEffect(() => {
    // while the banner covers the foot of the screen, what Tab reaches scrolls above it (WCAG 2.4.11: on a phone the
    // first section's links were focused under it), and the site's footer (beside the banner in SiteLayout) grows by
    // as much in its own colour, so that the page's last links can come out from under it
    const box = dialog.current
    const footer = box?.parentElement?.querySelector(':scope > footer')
    if (!box || !(footer instanceof HTMLElement)) return
    const root = document.documentElement.style
    const padding = parseFloat(getComputedStyle(footer).paddingBottom)
    const observer = new ResizeObserver(() => {
      const covered = innerHeight - box.getBoundingClientRect().top
      root.scrollPaddingBottom = `${covered}px`
      footer.style.paddingBottom = `${padding + covered}px`
    })
    observer.observe(box)
    return () => {
      observer.disconnect()
      root.scrollPaddingBottom = footer.style.paddingBottom = ''
    }
  }, [bannerVisible])

  if (!bannerVisible) return null

  const choose = (type: 'OK' | 'REJECT_NON_ESSENTIAL') => {
    send({ type })
    const back = consentOpener.current
    consentOpener.current = null
    if (back?.isConnected) back.focus()
  }

  return (
    <div ref={dialog} id={CONSENT_BANNER_ID} className={styles.banner} role="dialog" aria-modal="false" aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {words.title}
        </h2>
        <p className={styles.text}>{consentDefault === 'denied' ? words.textUntilChosen : words.text}</p>
        {preferencesVisible && (
          <ul id={panelId} className={styles.switches} aria-label={words.categoriesLabel}>
            {CATEGORIES.map((category) => {
              const { label, description } = words.categories[category]
              const on = categories[category]
              const fixed = category === 'functional'
              const labelId = `${panelId}-${category}`
              return (
                <li key={category} className={styles.switchRow}>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={on}
                    aria-disabled={fixed || undefined}
                    aria-labelledby={labelId}
                    aria-describedby={`${labelId}-text`}
                    className={styles.switch}
                    onClick={() => {
                      if (!fixed) send({ type: 'TOGGLE_CATEGORY', category })
                    }}
                  >
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.thumb} />
                    </span>
                  </button>
                  <span>
                    <span id={labelId} className={styles.switchLabel}>
                      {label}
                    </span>
                    <span id={`${labelId}-text`} className={styles.switchText}>
                      {description}
                    </span>
                  </span>
                </li>
              )
            })}
          </ul>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.preferences}
            aria-expanded={preferencesVisible}
            aria-controls={preferencesVisible ? panelId : undefined}
            onClick={() => send({ type: 'TOGGLE_PREFERENCES' })}
          >
            {words.preferences}
          </button>
          <div className={styles.choices}>
            <button type="button" className={`button button-primary ${styles.choice}`} onClick={() => choose('REJECT_NON_ESSENTIAL')}>
              {words.reject}
            </button>
            <button type="button" className={`button button-primary ${styles.choice}`} onClick={() => choose('OK')}>
              {words.ok}
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}
