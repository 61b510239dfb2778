import type { BotProtectionSettings } from '../../runtime/commerce'
import { AUTH_ENDPOINTS } from '../../runtime/machines/constants'
import { useMessages } from '../i18n/useMessages'
import { AccountForm } from './AccountForm'
import { checkEmail } from './checkAccountForms'
import { postAccountForm } from './sendAccountRequest'
import styles from './AccountForm.module.css'

/** Sends the confirmation mail again (SPEC §7 send-email-confirmation); the answer is the same for every address. */
export function ResendConfirmation({ email = '', botProtection }: { email?: string; botProtection: BotProtectionSettings }) {
  const { account: words } = useMessages()
  return (
    <section className={styles.section} aria-labelledby="resend-confirmation">
      <h2 id="resend-confirmation" className={styles.subheading}>
        {words.resendConfirmation.heading}
      </h2>
      <AccountForm
        fields={[{ name: 'email', label: words.fields.email, type: 'email', autoComplete: 'email' }]}
        initial={{ email }}
        submitLabel={words.resendConfirmation.submit}
        busyLabel={words.resendConfirmation.busy}
        check={checkEmail}
        botProtection={botProtection}
        send={(data) => postAccountForm(AUTH_ENDPOINTS.sendEmailConfirmation, data, ['email'], words.problems)}
        sent={
          <p role="status" className={styles.status}>
            {words.resendConfirmation.sent}
          </p>
        }
      />
    </section>
  )
}
