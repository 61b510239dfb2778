import { useState } from 'react'
import { navigate } from 'vike/client/router'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { useSessionState } from '../../runtime/machines/react/useSession'
import { Formatted } from '../../sections/Formatted'
import { format } from '../../runtime/i18n/format'
import { useMessages } from '../i18n/useMessages'
import { useShellData } from '../layouts/useShellData'
import type { SignInPageData } from '../pages/sign-in/+data'
import { useShell } from '../widgets/ShellProvider'
import { AccountCard } from './AccountCard'
import { AccountForm } from './AccountForm'
import { isUnconfirmed } from './accountProblems'
import { checkSignIn } from './checkAccountForms'
import { ResendConfirmation } from './ResendConfirmation'
import { sendThroughSession } from './sendAccountRequest'
import { accountPath, returnPath } from './signInPath'
import styles from './AccountForm.module.css'


/** A provider's name as its button says it: Strapi's names with their usual capitals, others capitalised. */
function providerLabel(name: string): string {
  const known: Record<string, string> = { github: 'GitHub', linkedin: 'LinkedIn', vk: 'VK', twitch: 'Twitch', cas: 'CAS', cognito: 'Cognito', auth0: 'Auth0', patreon: 'Patreon', keycloak: 'Keycloak' }
  return known[name] ?? name.charAt(0).toUpperCase() + name.slice(1)
}

/**
 * /sign-in (SPEC §4 Session, §7 login and social login): email or username and password, through the session
 * machine; then back to where the visitor was (`?redirect=`), or the account page. A visitor whose address is not
 * confirmed yet can have the mail sent again; each provider enabled in Strapi has a button.
 */
export function SignInPage() {
  const { providers } = useData<SignInPageData>()
  const { urlParsed, locale } = usePageContext()
  const back = returnPath(urlParsed.search.redirect, locale)
  const { account: words } = useMessages()
  const fields = [
    { name: 'identifier', label: words.fields.identifier, type: 'text', autoComplete: 'username' },
    { name: 'password', label: words.fields.password, type: 'password', autoComplete: 'current-password' },
  ] as const
  const { shell } = useShellData()
  const { session } = useShell()
  const { signedIn, user } = useSessionState(session)
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null)
  // this form signed the visitor in: it stays until it has sent them on, rather than the note for a signed-in visitor
  const [sending, setSending] = useState(false)

  const status = urlParsed.search.confirmed === '1' ? words.signIn.confirmed : undefined
  return (
    <AccountCard heading={words.signIn.heading} lead={words.signIn.lead} status={status}>
      {signedIn && !sending ? (
        <p className={styles.status}>
          <Formatted message={words.signIn.signedInAs} values={{ name: <strong>{String(user?.username ?? user?.email ?? '')}</strong> }} /> <a href={accountPath('account', locale)}>{words.signIn.goToAccount}</a>
        </p>
      ) : (
        <AccountForm
          fields={fields}
          submitLabel={words.signIn.submit}
          busyLabel={words.signIn.busy}
          check={checkSignIn}
          botProtection={shell.botProtection}
          send={async ({ identifier = '', password = '', botCheck }) => {
            setUnconfirmed(null)
            setSending(true)
            try {
              await sendThroughSession(session, { type: 'LOGIN', credentials: { identifier, password, ...(botCheck ? { botCheck } : {}) } }, ['identifier', 'password'], words.problems)
            } catch (error) {
              if (isUnconfirmed(session.getSnapshot().context.error)) setUnconfirmed(identifier.includes('@') ? identifier : '')
              setSending(false)
              throw error
            }
          }}
          onSent={() => void navigate(back)}
        />
      )}
      <div className={styles.links}>
        <a href={accountPath('forgotPassword', locale)}>{words.signIn.forgotPassword}</a>
        <a href={accountPath('register', locale)}>{words.signIn.register}</a>
      </div>
      {providers.length > 0 && (
        <div className={styles.providers}>
          {providers.map((provider) => (
            <a key={provider} className="button button-secondary" href={`/api/auth/connect/${provider}?redirect=${encodeURIComponent(back)}`}>
              {format(words.signIn.withProvider, { provider: providerLabel(provider) })}
            </a>
          ))}
        </div>
      )}
      {unconfirmed !== null && <ResendConfirmation email={unconfirmed} botProtection={shell.botProtection} />}
    </AccountCard>
  )
}
