import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { useMessages } from '../i18n/useMessages'
import { useShellData } from '../layouts/useShellData'
import { useShell } from '../widgets/ShellProvider'
import { AccountCard } from './AccountCard'
import { AccountForm } from './AccountForm'
import { checkNewPassword } from './checkAccountForms'
import { sendThroughSession } from './sendAccountRequest'
import { accountPath } from './signInPath'
import styles from './AccountForm.module.css'

/**
 * /reset-password?code=… (SPEC §4, §7 reset-password): the link of the forgot-password mail. A new password typed
 * twice, through the session machine, which signs the visitor in; then the account page.
 */
export function ResetPasswordPage() {
  const { urlParsed, locale } = usePageContext()
  const code = urlParsed.search.code ?? ''
  const { account: words } = useMessages()
  const fields = [
    { name: 'password', label: words.fields.newPassword, type: 'password', autoComplete: 'new-password', hint: words.fields.newPasswordHint },
    { name: 'passwordConfirmation', label: words.fields.newPasswordConfirmation, type: 'password', autoComplete: 'new-password' },
  ] as const
  const { shell } = useShellData()
  const { session } = useShell()
  return (
    <AccountCard heading={words.resetPassword.heading} lead={words.resetPassword.lead}>
      {code ? (
        <AccountForm
          fields={fields}
          submitLabel={words.resetPassword.submit}
          busyLabel={words.resetPassword.busy}
          check={checkNewPassword}
          botProtection={shell.botProtection}
          send={({ password = '', passwordConfirmation = '', botCheck }) =>
            sendThroughSession(session, { type: 'RESET_PASSWORD', data: { code, password, passwordConfirmation, ...(botCheck ? { botCheck } : {}) } }, ['password', 'passwordConfirmation'], words.problems)
          }
          onSent={() => void navigate(`${accountPath('account', locale)}?reset=1`)}
        />
      ) : (
        <p className={styles.status}>{words.resetPassword.incomplete}</p>
      )}
      <div className={styles.links}>
        <a href={accountPath('forgotPassword', locale)}>{words.resetPassword.askAgain}</a>
        <a href={accountPath('signIn', locale)}>{words.resetPassword.backToSignIn}</a>
      </div>
    </AccountCard>
  )
}
