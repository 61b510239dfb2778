import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { useShellData } from '../layouts/useShellData'
import { useShell } from '../widgets/ShellProvider'
import { AccountCard } from './AccountCard'
import { AccountForm } from './AccountForm'
import { checkNewPassword } from './checkAccountForms'
import { sendThroughSession } from './sendAccountRequest'
import { ACCOUNT_PATHS } from './signInPath'
import styles from './AccountForm.module.css'

const FIELDS = [
  { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', hint: 'At least 8 characters. A few unrelated words make a strong one.' },
  { name: 'passwordConfirmation', label: 'Confirm the new password', type: 'password', autoComplete: 'new-password' },
] as const

/**
 * /reset-password?code=… (SPEC §4, §7 reset-password): the link of the forgot-password mail. A new password typed
 * twice, through the session machine, which signs the visitor in; then the account page.
 */
export function ResetPasswordPage() {
  const { urlParsed } = usePageContext()
  const code = urlParsed.search.code ?? ''
  const { shell } = useShellData()
  const { session } = useShell()
  return (
    <AccountCard heading="Choose a new password" lead="Your new password replaces the old one, and signs you out everywhere else.">
      {code ? (
        <AccountForm
          fields={FIELDS}
          submitLabel="Save and sign in"
          busyLabel="Saving…"
          check={checkNewPassword}
          botProtection={shell.botProtection}
          send={({ password = '', passwordConfirmation = '', botCheck }) =>
            sendThroughSession(session, { type: 'RESET_PASSWORD', data: { code, password, passwordConfirmation, ...(botCheck ? { botCheck } : {}) } }, ['password', 'passwordConfirmation'])
          }
          onSent={() => void navigate(`${ACCOUNT_PATHS.account}?reset=1`)}
        />
      ) : (
        <p className={styles.status}>This link is incomplete: open the link in the mail again, or ask for a new one.</p>
      )}
      <div className={styles.links}>
        <a href={ACCOUNT_PATHS.forgotPassword}>Ask for a new link</a>
        <a href={ACCOUNT_PATHS.signIn}>Back to sign in</a>
      </div>
    </AccountCard>
  )
}
