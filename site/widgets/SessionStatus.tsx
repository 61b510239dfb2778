import { usePageContext } from 'vike-react/usePageContext'
import { useSessionState } from '../../runtime/machines/react/useSession'
import { ACCOUNT_PATHS, signInPath } from '../account/signInPath'
import { useShell } from './ShellProvider'
import styles from './widgets.module.css'

function displayName(user: Record<string, unknown>): string {
  for (const field of ['username', 'email']) if (typeof user[field] === 'string' && user[field]) return user[field] as string
  return 'your account'
}

/**
 * The header's account links (SPEC §4 Session): "Sign in" for a visitor without a session, back to this page after;
 * the account page and Sign out while one exists. While the session is restored the visitor sees "Sign in", as the
 * server rendered it (pages are the same for everyone), until the user has loaded.
 */
export function SessionStatus() {
  const { signedIn, user, send, pending } = useSessionState(useShell().session)
  const { urlPathname, urlOriginal } = usePageContext()
  if (!signedIn || !user) {
    // on the sign-in page itself, the link would lead nowhere new
    if (urlPathname === ACCOUNT_PATHS.signIn) return null
    const here = new URL(urlOriginal, 'http://here.invalid')
    return (
      <div className={styles.session}>
        <a className={styles.textButton} href={signInPath(here.pathname + here.search)}>
          Sign in
        </a>
      </div>
    )
  }
  return (
    <div className={styles.session}>
      <a className={`${styles.textButton} ${styles.sessionName}`} href={ACCOUNT_PATHS.account}>
        Signed in as {displayName(user)}
      </a>
      <button type="button" className={styles.textButton} onClick={() => send({ type: 'LOGOUT' })} disabled={pending}>
        Sign out
      </button>
    </div>
  )
}
