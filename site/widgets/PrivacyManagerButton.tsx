import { isBannerOpen } from '../../runtime/machines/react/useConsent'
import { CONSENT_BANNER_ID } from './ConsentBanner'
import { useShell } from './ShellProvider'

/** Props of PrivacyManagerButton. */
export interface PrivacyManagerButtonProps {
  className?: string | undefined
}

/** SPEC §2 Footer: 'Privacy Manager', a button styled as a link, reopens the cookie consent banner. */
export function PrivacyManagerButton({ className }: PrivacyManagerButtonProps) {
  const { consent, consentOpener } = useShell()
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        consentOpener.current = event.currentTarget
        // already showing (a first visit): take the visitor there; otherwise the banner focuses itself when it opens
        if (isBannerOpen(consent.getSnapshot())) document.getElementById(CONSENT_BANNER_ID)?.focus()
        else consent.send({ type: 'REOPEN' })
      }}
    >
      Privacy Manager
    </button>
  )
}
