import { useEffect, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { useSessionState } from '../../runtime/machines/react/useSession'
import { useShellData } from '../layouts/useShellData'
import { useShell } from '../widgets/ShellProvider'
import { AccountCard } from './AccountCard'
import { AccountForm } from './AccountForm'
import { checkPasswordChange } from './checkAccountForms'
import { ResendConfirmation } from './ResendConfirmation'
import { sendThroughSession } from './sendAccountRequest'
import { ACCOUNT_PATHS, signInPath } from './signInPath'
import styles from './AccountForm.module.css'

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', type: 'password', autoComplete: 'current-password' },
  { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', hint: 'At least 8 characters. A few unrelated words make a strong one.' },
  { name: 'passwordConfirmation', label: 'Confirm the new password', type: 'password', autoComplete: 'new-password' },
] as const

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * /account for a signed-in visitor: who they are, change password, sign out. The server sends a visitor without a
 * session cookie to /sign-in (the `signedIn` route middleware); a session that turns out to have ended does the same
 * here, and the visitor comes back after signing in.
 */
export function AccountPage() {
  const { urlParsed } = usePageContext()
  const { shell } = useShellData()
  const { session } = useShell()
  const { signedIn, pending, user, send } = useSessionState(session)
  const [changed, setChanged] = useState(false)
  const signingOut = useRef(false)

  useEffect(() => {
    if (signedIn || pending) return
    // signed out here: home; a session that ended elsewhere: sign in and come back
    void navigate(signingOut.current ? '/' : signInPath(ACCOUNT_PATHS.account))
  }, [signedIn, pending])

  const status = changed
    ? 'Your password is changed. Every other device signed in to your account was signed out.'
    : urlParsed.search.reset === '1'
      ? 'Your new password is saved and you are signed in.'
      : undefined
  return (
    <AccountCard heading="Your account" status={status}>
      {user ? (
        <>
          <dl className={styles.details}>
            <dt>Username</dt>
            <dd>{text(user.username)}</dd>
            <dt>Email address</dt>
            <dd>{text(user.email)}</dd>
          </dl>
          <button
            type="button"
            className="button button-secondary"
            disabled={pending}
            onClick={() => {
              signingOut.current = true
              send({ type: 'LOGOUT' })
            }}
          >
            Sign out
          </button>
          <section className={styles.section} aria-labelledby="change-password">
            <h2 id="change-password" className={styles.subheading}>
              Change your password
            </h2>
            <AccountForm
              fields={FIELDS}
              submitLabel="Change password"
              busyLabel="Changing your password…"
              check={checkPasswordChange}
              botProtection={shell.botProtection}
              send={(data) =>
                sendThroughSession(
                  session,
                  {
                    type: 'CHANGE_PASSWORD',
                    data: { currentPassword: data.currentPassword ?? '', password: data.password ?? '', passwordConfirmation: data.passwordConfirmation ?? '', ...(data.botCheck ? { botCheck: data.botCheck } : {}) },
                  },
                  ['currentPassword', 'password', 'passwordConfirmation'],
                )
              }
              onSent={() => setChanged(true)}
            />
          </section>
          {user.confirmed === false && <ResendConfirmation email={text(user.email)} botProtection={shell.botProtection} />}
        </>
      ) : (
        <p className={styles.lead} aria-busy="true">
          Loading your account…
        </p>
      )}
    </AccountCard>
  )
}
