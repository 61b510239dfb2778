import { useState } from 'react'
import { AUTH_ENDPOINTS } from '../../runtime/machines/constants'
import { useShellData } from '../layouts/useShellData'
import { AccountCard } from './AccountCard'
import { AccountForm } from './AccountForm'
import { checkEmail } from './checkAccountForms'
import { postAccountForm } from './sendAccountRequest'
import { ACCOUNT_PATHS } from './signInPath'
import styles from './AccountForm.module.css'

const FIELDS = [{ name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' }] as const

/**
 * /forgot-password (SPEC §7 forgot-password): the visitor's address; the mail carries a link to /reset-password. The
 * page says the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const { shell } = useShellData()
  const [email, setEmail] = useState('')
  return (
    <AccountCard heading="Forgot your password?" lead="Enter the email address of your account and we will send you a link to choose a new password.">
      <AccountForm
        fields={FIELDS}
        submitLabel="Send the link"
        busyLabel="Sending…"
        check={checkEmail}
        botProtection={shell.botProtection}
        send={async (data) => {
          setEmail(data.email ?? '')
          await postAccountForm(AUTH_ENDPOINTS.forgotPassword, data, ['email'])
        }}
        sent={
          <p role="status" className={styles.status}>
            If <strong>{email}</strong> has an account, a link to choose a new password is on its way. It can take a minute to arrive, and works once.
          </p>
        }
      />
      <div className={styles.links}>
        <a href={ACCOUNT_PATHS.signIn}>Back to sign in</a>
      </div>
    </AccountCard>
  )
}
