import { usePageContext } from 'vike-react/usePageContext'
import { useSessionState } from '../../runtime/machines/react/useSession'
import { format } from '../../runtime/i18n/format'
import { useMessages } from '../i18n/useMessages'
import { ACCOUNT_PATHS, signInPath } from '../account/signInPath'
import { useShell } from './ShellProvider'
import styles from './widgets.module.css'

/** The user's username or email; undefined without either. */
function displayName(user: Record<string, unknown>): string | undefined {
  for (const field of ['username', 'email']) if (typeof user[field] === 'string' && user[field]) return user[field] as string
  return undefined
}

/**
 * The header's account links (SPEC §4 Session): "Sign in" for a visitor without a session, back to this page after;
 * the account page and Sign out while one exists. While the session is restored the visitor sees "Sign in", as the
 * server rendered it (pages are the same for everyone), until the user has loaded.
 */
export function SessionStatus() {
  const { signedIn, user, send, pending } = useSessionState(useShell().session)
  const { urlPathname, urlOriginal } = usePageContext()
  const words = useMessages().header
  if (!signedIn || !user) {
    // on the sign-in page itself, the link would lead nowhere new
    if (urlPathname === ACCOUNT_PATHS.signIn) return null
    const here = new URL(urlOriginal, 'http://here.invalid')
    return (
      <div className={styles.session}>
        <a className={styles.textButton} href={signInPath(here.pathname + here.search)}>
          {words.signIn}
        </a>
      </div>
    )
  }
  return (
    <div className={styles.session}>
      <a className={`${styles.textButton} ${styles.sessionName}`} href={ACCOUNT_PATHS.account}>
        {format(words.signedInAs, { name: displayName(user) ?? words.yourAccount })}
      </a>
      <button type="button" className={styles.textButton} onClick={() => send({ type: 'LOGOUT' })} disabled={pending}>
        {words.signOut}
      </button>
    </div>
  )
}
