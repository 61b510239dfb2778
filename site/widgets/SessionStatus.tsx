import { useSessionState } from '../../runtime/machines/react/useSession'
import { useShell } from './ShellProvider'
import styles from './widgets.module.css'

function displayName(user: Record<string, unknown>): string {
  for (const field of ['username', 'email']) if (typeof user[field] === 'string' && user[field]) return user[field] as string
  return 'your account'
}

/** "Signed in as …" and Sign out while a session exists (SPEC §4 Session); nothing for anonymous visitors. */
export function SessionStatus() {
  const { signedIn, user, send, pending } = useSessionState(useShell().session)
  if (!signedIn || !user) return null
  return (
    <div className={styles.session}>
      <span className={styles.sessionName}>Signed in as {displayName(user)}</span>
      <button type="button" className={styles.textButton} onClick={() => send({ type: 'LOGOUT' })} disabled={pending}>
        Sign out
      </button>
    </div>
  )
}
