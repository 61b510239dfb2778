import { useEffect, useId, useRef } from 'react'
import type { ConsentCategory } from '../../runtime/machines/consentRecord'
import { useConsentState } from '../../runtime/machines/react/useConsent'
import { useShell } from './ShellProvider'
import styles from './ConsentBanner.module.css'

/** The banner's id: Privacy Manager focuses it when it is already showing. */
export const CONSENT_BANNER_ID = 'cookie-consent'

const CATEGORIES: { category: ConsentCategory; label: string; description: string }[] = [
  { category: 'functional', label: 'Functional', description: 'Keep the site working: your session, currency and display choices. Always on.' },
  { category: 'analytics', label: 'Analytics', description: 'Count visits and see which pages help, so we can improve them.' },
  { category: 'marketing', label: 'Marketing', description: 'Measure our campaigns on other sites.' },
  { category: 'personalization', label: 'Personalization', description: 'Tailor the offers we show you.' },
]

/**
 * The cookie consent banner (SPEC §4 Cookie consent): a non-modal dialog at the foot of the screen. It shows by itself
 * on a first visit without taking focus; reopened from the footer's Privacy Manager it takes focus, and gives it back
 * when OK or Reject non-essential closes it. The two choices look alike and weigh the same (UK and EU guidance).
 */
export function ConsentBanner() {
  const { consent, consentOpener } = useShell()
  const { bannerVisible, preferencesVisible, categories, consentDefault, send } = useConsentState(consent)
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
          Cookies on this site
        </h2>
        {consentDefault === 'denied' ? (
          <p className={styles.text}>
            We use cookies to keep the site working and, only if you agree, to understand how it is used and to measure
            our marketing. Those stay off until you turn them on in Preferences and choose OK. Reject non-essential keeps
            only the cookies the site needs. You can change your mind at any time with Privacy Manager at the foot of every
            page.
          </p>
        ) : (
          <p className={styles.text}>
            We use cookies to keep the site working, to understand how it is used and to measure our marketing. Choose OK
            to accept them, Reject non-essential to keep only the cookies the site needs, or Preferences to pick. You can
            change your mind at any time with Privacy Manager at the foot of every page.
          </p>
        )}
        {preferencesVisible && (
          <ul id={panelId} className={styles.switches} aria-label="Cookie categories">
            {CATEGORIES.map(({ category, label, description }) => {
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
            Preferences
          </button>
          <div className={styles.choices}>
            <button type="button" className={`button button-primary ${styles.choice}`} onClick={() => choose('REJECT_NON_ESSENTIAL')}>
              Reject non-essential
            </button>
            <button type="button" className={`button button-primary ${styles.choice}`} onClick={() => choose('OK')}>
              OK
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}
