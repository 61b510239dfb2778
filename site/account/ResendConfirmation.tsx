import type { BotProtectionSettings } from '../../runtime/commerce'
import { AUTH_ENDPOINTS } from '../../runtime/machines/constants'
import { AccountForm } from './AccountForm'
import { checkEmail } from './checkAccountForms'
import { postAccountForm } from './sendAccountRequest'
import styles from './AccountForm.module.css'

const FIELDS = [{ name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' }] as const

/** Sends the confirmation mail again (SPEC §7 send-email-confirmation); the answer is the same for every address. */
export function ResendConfirmation({ email = '', botProtection }: { email?: string; botProtection: BotProtectionSettings }) {
  return (
    <section className={styles.section} aria-labelledby="resend-confirmation">
      <h2 id="resend-confirmation" className={styles.subheading}>
        Send the confirmation email again
      </h2>
      <AccountForm
        fields={FIELDS}
        initial={{ email }}
        submitLabel="Send the email again"
        busyLabel="Sending…"
        check={checkEmail}
        botProtection={botProtection}
        send={(data) => postAccountForm(AUTH_ENDPOINTS.sendEmailConfirmation, data, ['email'])}
        sent={
          <p role="status" className={styles.status}>
            If that address has an account waiting for confirmation, a new link is on its way. It can take a minute to arrive.
          </p>
        }
      />
    </section>
  )
}
