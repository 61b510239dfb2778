import { useCallback } from 'react'
import { isBannerOpen } from '../../runtime/machines/react/useConsent'
import { useMessages } from '../i18n/useMessages'
import { CONSENT_BANNER_ID } from './ConsentBanner'
import { useShell } from './ShellProvider'

/** Marks the Privacy Manager button: the footer, rendered on the server only, delegates its clicks (usePrivacyManager). */
export const PRIVACY_MANAGER_ATTRIBUTE = 'data-privacy-manager'

/** Props of PrivacyManagerButton. */
export interface PrivacyManagerButtonProps {
  className?: string | undefined
}

/** SPEC §2 Footer: 'Privacy Manager', a button styled as a link, reopens the cookie consent banner. */
export function PrivacyManagerButton({ className }: PrivacyManagerButtonProps) {
  const label = useMessages().footer.privacyManager
  return (
    <button type="button" className={className} {...{ [PRIVACY_MANAGER_ATTRIBUTE]: '' }}>
      {label}
    </button>
  )
}

/**
 * Opens the cookie consent banner from a Privacy Manager button: focus goes to the banner, and back to the button
 * when it closes. A banner already showing (a first visit) is focused.
 */
export function usePrivacyManager(): (opener: HTMLElement) => void {
  const { consent, consentOpener } = useShell()
  return useCallback(
    (opener: HTMLElement) => {
      consentOpener.current = opener
      if (isBannerOpen(consent.getSnapshot())) document.getElementById(CONSENT_BANNER_ID)?.focus()
      else consent.send({ type: 'REOPEN' })
    },
    [consent, consentOpener],
  )
}
