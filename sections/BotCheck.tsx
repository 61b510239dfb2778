import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { BotProtectionSettings } from '../runtime/commerce'
import styles from './BotCheck.module.css'
import { fieldStyles } from './FormField'

/** What the register form asks of its bot check. */
export interface BotCheckHandle {
  /** The answer to send (ALTCHA payload, Turnstile token), solving the check first if needed; null if it cannot. */
  answer(): Promise<string | null>
  /** Forgets a spent or refused answer, so the next submission gets a new one. */
  reset(): void
}

/** Props of BotCheck. */
export interface BotCheckProps {
  settings: BotProtectionSettings
  ref?: Ref<BotCheckHandle>
  /** The id of the message under the check, when there is one. */
  errorId?: string | undefined
  error?: string | null | undefined
  /** What the check says while it loads and when it cannot, in the page's language. */
  words: BotCheckWords
  /** The page's language (`de`), for the widget's own words (English by default). */
  language?: string | undefined
}

/** What BotCheck says itself. */
export interface BotCheckWords {
  loading: string
  loadFailed: string
}

interface AltchaElement extends HTMLElement {
  verify(): Promise<{ payload?: string } | null>
  reset(): void
  getState(): string
}

/**
 * The register form's bot check: the ALTCHA widget (self-hosted proof of work, started when the visitor
 * first focuses the form) or Cloudflare Turnstile, loaded in the browser only. The message under it lives in a
 * polite live region.
 */
export function BotCheck({ settings, ref, errorId, error, words, language = 'en' }: BotCheckProps) {
  const container = useRef<HTMLDivElement>(null)
  const latest = useRef<string | null>(null)
  // resolves once the ALTCHA widget is in the page (null if it never will be), so a submit before then waits for it
  const altcha = useRef<Promise<AltchaElement | null> | null>(null)
  const turnstile = useRef<{ reset: () => void } | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const host = container.current
    if (!host || settings.kind === 'none') return
    let cancelled = false
    let cleanup = () => {}
    if (settings.kind === 'altcha') {
      altcha.current = import('./loadAltcha-client')
        .then(({ altchaReady, altchaLanguage }) => Promise.all([altchaLanguage(language), altchaReady]))
        .then(([widgetLanguage]) => {
          if (cancelled) return null
          const widget = document.createElement('altcha-widget') as AltchaElement
          widget.setAttribute('challenge', settings.challengeUrl)
          widget.setAttribute('name', 'botCheck')
          widget.setAttribute('auto', 'onfocus')
          widget.setAttribute('language', widgetLanguage)
          const onState = (event: Event) => {
            const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail
            latest.current = detail?.state === 'verified' && detail.payload ? detail.payload : null
          }
          widget.addEventListener('statechange', onState)
          host.replaceChildren(widget)
          cleanup = () => widget.removeEventListener('statechange', onState)
          return widget
        })
        .catch(() => {
          if (!cancelled) setFailed(true)
          return null
        })
    } else {
      void import('./loadTurnstile-client')
        .then(({ loadTurnstile }) => loadTurnstile())
        .then((api) => {
          if (cancelled) return
          const slot = document.createElement('div')
          host.replaceChildren(slot)
          const id = api.render(slot, {
            sitekey: settings.siteKey,
            language,
            callback: (token: string) => {
              latest.current = token
            },
            'expired-callback': () => {
              latest.current = null
            },
            'error-callback': () => {
              latest.current = null
            },
          })
          turnstile.current = { reset: () => api.reset(id) }
          cleanup = () => api.remove(id)
        })
        .catch(() => !cancelled && setFailed(true))
    }
    return () => {
      cancelled = true
      cleanup()
    }
  }, [settings, language])

  useImperativeHandle(
    ref,
    () => ({
      async answer() {
        if (latest.current) return latest.current
        const widget = await altcha.current
        if (!widget) return null
        const result = await widget.verify().catch(() => null)
        return result?.payload ?? latest.current
      },
      reset() {
        latest.current = null
        void altcha.current?.then((widget) => widget?.reset())
        turnstile.current?.reset()
      },
    }),
    [],
  )

  if (settings.kind === 'none') return null
  return (
    <div className={styles.check}>
      <div ref={container} className={styles.widget}>
        <p className={styles.loading}>{failed ? words.loadFailed : words.loading}</p>
      </div>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className={fieldStyles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
