import { useDarkModeState } from '../../runtime/machines/react/useDarkMode'
import { useMessages } from '../i18n/useMessages'
import { useShell } from './ShellProvider'
import styles from './widgets.module.css'

/** The light/dark toggle (SPEC §4 Dark mode): a toggle button whose pressed state is dark mode. */
export function DarkModeToggle() {
  const { dark, toggle } = useDarkModeState(useShell().darkMode)
  const label = useMessages().header.darkMode
  return (
    <button type="button" className={styles.iconButton} aria-pressed={dark} onClick={toggle} title={label}>
      <span className={styles.srOnly}>{label}</span>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {dark ? (
          <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
        ) : (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        )}
      </svg>
    </button>
  )
}
