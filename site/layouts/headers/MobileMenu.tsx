import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { useMessages } from '../../i18n/useMessages'
import styles from './Header.module.css'

/** Props of MobileMenu. */
export interface MobileMenuProps {
  id: string
  open: boolean
  onClose: () => void
  /** The button that opened the menu: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
  /** Shown at the top beside the close button (the logo). */
  top?: ReactNode
  children: ReactNode
}

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The full-screen menu of small screens (SPEC §2 Header, §4 Mobile menu): a modal dialog that keeps focus inside,
 * closes on Escape (useMobileMenu), on its close button and on navigation, and gives focus back to its button.
 * The page behind cannot scroll (the machine locks it).
 */
export function MobileMenu({ id, open, onClose, returnFocusTo, top, children }: MobileMenuProps) {
  const words = useMessages().header
  const dialog = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (open) closeButton.current?.focus()
    else if (wasOpen.current) returnFocusTo.current?.focus()
    wasOpen.current = open
  }, [open, returnFocusTo])

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null)
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && (document.activeElement === first || !dialog.current.contains(document.activeElement))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div ref={dialog} id={id} className={styles.mobileMenu} role="dialog" aria-modal="true" aria-label={words.menu} hidden={!open} onKeyDown={keepFocusInside}>
      <div className={styles.mobileMenuTop}>
        {top}
        <button ref={closeButton} type="button" className={styles.menuButton} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {words.closeMenu}
        </button>
      </div>
      {children}
    </div>
  )
}
