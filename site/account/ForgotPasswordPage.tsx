import { useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AUTH_ENDPOINTS } from '../../runtime/machines/constants'
import { Formatted } from '../../sections/Formatted'
import { useMessages } from '../i18n/useMessages'
import { useShellData } from '../layouts/useShellData'
import { AccountCard } from './AccountCard'
import { AccountForm } from './AccountForm'
import { checkEmail } from './checkAccountForms'
import { postAccountForm } from './sendAccountRequest'
import { accountPath } from './signInPath'
import styles from './AccountForm.module.css'

/**
 * /forgot-password (SPEC §7 forgot-password): the visitor's address; the mail carries a link to /reset-password. The
 * page says the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const { locale } = usePageContext()
  const { shell } = useShellData()
  const { account: words } = useMessages()
  const [email, setEmail] = useState('')
  return (
    <AccountCard heading={words.forgotPassword.heading} lead={words.forgotPassword.lead}>
      <AccountForm
        fields={[{ name: 'email', label: words.fields.email, type: 'email', autoComplete: 'email' }]}
        submitLabel={words.forgotPassword.submit}
        busyLabel={words.forgotPassword.busy}
        check={checkEmail}
        botProtection={shell.botProtection}
        send={async (data) => {
          setEmail(data.email ?? '')
          await postAccountForm(AUTH_ENDPOINTS.forgotPassword, data, ['email'], words.problems)
        }}
        sent={
          <p role="status" className={styles.status}>
            <Formatted message={words.forgotPassword.sent} values={{ email: <strong>{email}</strong> }} />
          </p>
        }
      />
      <div className={styles.links}>
        <a href={accountPath('signIn', locale)}>{words.forgotPassword.backToSignIn}</a>
      </div>
    </AccountCard>
  )
}
