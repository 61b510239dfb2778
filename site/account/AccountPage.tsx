import { useEffect, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { useSessionState } from '../../runtime/machines/react/useSession'
import { localePath } from '../../runtime/i18n'
import { useMessages } from '../i18n/useMessages'
import { useShellData } from '../layouts/useShellData'
import { useShell } from '../widgets/ShellProvider'
import { AccountCard } from './AccountCard'
import { AccountForm } from './AccountForm'
import { checkPasswordChange } from './checkAccountForms'
import { ResendConfirmation } from './ResendConfirmation'
import { sendThroughSession } from './sendAccountRequest'
import { accountPath, signInPath } from './signInPath'
import styles from './AccountForm.module.css'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * /account for a signed-in visitor: who they are, change password, sign out. The server sends a visitor without a
 * session cookie to /sign-in (the `signedIn` route middleware); a session that turns out to have ended does the same
 * here, and the visitor comes back after signing in.
 */
export function AccountPage() {
  const { urlParsed, locale } = usePageContext()
  const { account: words } = useMessages()
  const fields = [
    { name: 'currentPassword', label: words.fields.currentPassword, type: 'password', autoComplete: 'current-password' },
    { name: 'password', label: words.fields.newPassword, type: 'password', autoComplete: 'new-password', hint: words.fields.newPasswordHint },
    { name: 'passwordConfirmation', label: words.fields.newPasswordConfirmation, type: 'password', autoComplete: 'new-password' },
  ] as const
  const { shell } = useShellData()
  const { session } = useShell()
  const { signedIn, pending, user, send } = useSessionState(session)
  const [changed, setChanged] = useState(false)
  const signingOut = useRef(false)

  useEffect(() => {
    if (signedIn || pending) return
    // signed out here: home; a session that ended elsewhere: sign in and come back
    void navigate(signingOut.current ? localePath('/', locale) : signInPath(accountPath('account', locale)))
  }, [signedIn, pending])

  const status = changed ? words.account.changed : urlParsed.search.reset === '1' ? words.account.reset : undefined
  return (
    <AccountCard heading={words.account.heading} status={status}>
      {user ? (
        <>
          <dl className={styles.details}>
            <dt>{words.account.username}</dt>
            <dd>{text(user.username)}</dd>
            <dt>{words.account.email}</dt>
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
            {words.account.signOut}
          </button>
          <section className={styles.section} aria-labelledby="change-password">
            <h2 id="change-password" className={styles.subheading}>
              {words.account.changeHeading}
            </h2>
            <AccountForm
              fields={fields}
              submitLabel={words.account.changeSubmit}
              busyLabel={words.account.changeBusy}
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
                  words.problems,
                )
              }
              onSent={() => setChanged(true)}
            />
          </section>
          {user.confirmed === false && <ResendConfirmation email={text(user.email)} botProtection={shell.botProtection} />}
        </>
      ) : (
        <p className={styles.lead} aria-busy="true">
          {words.account.loading}
        </p>
      )}
    </AccountCard>
  )
}
