import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useCommerce } from '../../runtime/commerce'
import { languageOf, localePath } from '../../runtime/i18n'
import type { RegisterFormSection } from '../../runtime/generated/types'
import { useSelector } from '@xstate/react'
import { useSession, useSessionState, useSharedSessionActor, type SessionActorRef } from '../../runtime/machines/react/useSession'
import { BotCheck, type BotCheckHandle } from '../BotCheck'
import { checkRegistration, hasProblems, type RegistrationField, type RegistrationProblems } from '../checkRegistration'
import { fieldStyles, FormField } from '../FormField'
import { Html } from '../Html'
import { Section } from '../Section'
import { Formatted } from '../Formatted'
import { useSectionLocale, useSectionWords } from '../SectionWords'
import { strapiRegistrationProblems } from '../strapiRegistrationProblems'
import styles from './RegisterForm.module.css'

type TextField = 'username' | 'email' | 'password' | 'passwordConfirmation'
const ORDER: readonly RegistrationField[] = ['username', 'email', 'password', 'passwordConfirmation', 'acceptTerms', 'botCheck']

/** Sanitised markdown HTML of one paragraph without its <p>, so it can sit inside a <label> (phrasing content only). */
function inlineHtml(html: string): string {
  const single = /^\s*<p>([\s\S]*?)<\/p>\s*$/.exec(html)
  return single && !single[1]!.includes('<p') ? single[1]! : html.replace(/<\/?p>/g, ' ').trim()
}

/**
 * Register form (schemas/sections/register-form.schema.json): username, email, password twice and the terms,
 * checked in the browser with the generated validator the server runs again (sections/checkRegistration), behind
 * the bot check, then sent by the session machine to POST /api/auth/register; the server keeps the JWT in an
 * httpOnly cookie and the machine holds the visitor signed in. Each problem, the browser's or Strapi's (an email
 * already taken, password rules), shows beside its field; what was typed stays; a double click sends once.
 */
export function RegisterForm(props: RegisterFormSection) {
  // the page shell's session, so the header shows the new account at once; its own outside a shell
  const shared = useSharedSessionActor()
  return shared ? <RegisterFormWithSession {...props} actorRef={shared} /> : <RegisterFormOwnSession {...props} />
}

function RegisterFormOwnSession(props: RegisterFormSection) {
  const { actorRef } = useSession({ authenticated: false })
  return <RegisterFormWithSession {...props} actorRef={actorRef} />
}

function RegisterFormWithSession({
  actorRef,
  heading,
  text,
  usernameLabel,
  emailLabel,
  passwordLabel,
  confirmLabel,
  termsText,
  submitLabel,
  successHeading,
  successText,
  anchor,
  spacing,
  colour,
}: RegisterFormSection & { actorRef: SessionActorRef }) {
  const { botProtection } = useCommerce()
  const locale = useSectionLocale()
  const sectionWords = useSectionWords()
  const words = sectionWords.register.form
  const session = useSessionState(actorRef)
  // email confirmation on: the account exists, its session starts once the mail's link is followed
  const confirmationSentTo = useSelector(actorRef, (s) => s.context.confirmationSentTo)
  const prefix = useId()
  const id = (field: RegistrationField | 'form' | 'heading' | 'success') => `${prefix}-${field}`
  const [values, setValues] = useState<Record<TextField, string>>({ username: '', email: '', password: '', passwordConfirmation: '' })
  const [acceptTerms, setAcceptTerms] = useState(false)
  const [problems, setProblems] = useState<RegistrationProblems>({})
  const [interactive, setInteractive] = useState(false)
  const [busy, setBusy] = useState(false)
  // this form created the account (not a visitor who came signed in)
  const [registered, setRegistered] = useState(false)
  const inFlight = useRef(false)
  const awaiting = useRef(false)
  const form = useRef<HTMLFormElement>(null)
  const botCheck = useRef<BotCheckHandle>(null)
  const success = useRef<HTMLHeadingElement>(null)
  useEffect(() => setInteractive(true), [])

  const focusFirstProblem = (found: RegistrationProblems) => {
    const first = ORDER.find((field) => found[field])
    if (first === 'botCheck') form.current?.querySelector<HTMLElement>('altcha-widget input, [data-bot-check] iframe')?.focus()
    else if (first) document.getElementById(id(first))?.focus()
    else if (found.form) document.getElementById(id('form'))?.focus()
  }

  // the session machine settles: signed in, or refused with the content service's (or this server's) error
  useEffect(() => {
    if (!awaiting.current || session.pending) return
    awaiting.current = false
    inFlight.current = false
    setBusy(false)
    if (session.signedIn || confirmationSentTo) return setRegistered(true)
    // a refused registration spent its bot check answer (single use): the next try needs a new one
    botCheck.current?.reset()
    if (session.error) {
      const found = strapiRegistrationProblems(session.error, sectionWords.register.problems)
      setProblems(found)
      focusFirstProblem(found)
    }
  }, [session.pending, session.signedIn, session.error, confirmationSentTo])

  useEffect(() => {
    if (registered) success.current?.focus()
  }, [registered])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    const data: Record<string, unknown> = { ...values, acceptTerms }
    let found = checkRegistration(data, { requireBotCheck: false, words: sectionWords })
    if (!hasProblems(found) && botProtection.kind !== 'none') {
      const answer = await botCheck.current?.answer()
      if (answer) data.botCheck = answer
      else found = { botCheck: sectionWords.botCheck.failures.missing }
    }
    if (hasProblems(found)) {
      setProblems(found)
      focusFirstProblem(found)
      inFlight.current = false
      setBusy(false)
      return
    }
    setProblems({})
    awaiting.current = true
    session.send({ type: 'REGISTER', data: data as { username: string; email: string; password: string } })
  }

  const text_ = (field: TextField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  })

  if (registered && confirmationSentTo && !session.signedIn) {
    return (
      <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={id('success')}>
        <div className={styles.card}>
          <h2 id={id('success')} ref={success} tabIndex={-1} className={styles.heading}>
            {words.checkEmailHeading}
          </h2>
          <p className={styles.signedIn} role="status">
            <Formatted message={words.checkEmail} values={{ email: <strong>{confirmationSentTo}</strong>, signIn: <a href={localePath('/sign-in', locale)}>{words.signIn}</a> }} />
          </p>
        </div>
      </Section>
    )
  }

  if (session.signedIn) {
    const name = typeof session.user?.username === 'string' ? session.user.username : values.username
    return (
      <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={id('success')}>
        <div className={styles.card}>
          <h2 id={id('success')} ref={success} tabIndex={-1} className={styles.heading}>
            {registered ? (successHeading ?? words.successHeading) : heading}
          </h2>
          <p className={styles.signedIn} role="status">
            <Formatted message={words.signedInAs} values={{ name: <strong>{name}</strong> }} />
          </p>
          {registered && successText && <Html html={successText} className={`prose ${styles.lead}`} />}
        </div>
      </Section>
    )
  }

  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={id('heading')}>
      <div className={styles.card}>
        <h2 id={id('heading')} className={styles.heading}>
          {heading}
        </h2>
        {text && <Html html={text} className={`prose ${styles.lead}`} />}
        <form ref={form} className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <FormField id={id('username')} label={usernameLabel ?? words.usernameLabel} hint={words.usernameHint} error={problems.username}>
            {(describedBy) => (
              <input id={id('username')} className={fieldStyles.input} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={30} required aria-invalid={problems.username ? true : undefined} aria-describedby={describedBy} {...text_('username')} />
            )}
          </FormField>
          <FormField id={id('email')} label={emailLabel ?? words.emailLabel} error={problems.email}>
            {(describedBy) => (
              <input id={id('email')} className={fieldStyles.input} name="email" type="email" autoComplete="email" spellCheck={false} maxLength={254} required aria-invalid={problems.email ? true : undefined} aria-describedby={describedBy} {...text_('email')} />
            )}
          </FormField>
          <FormField id={id('password')} label={passwordLabel ?? words.passwordLabel} hint={words.passwordHint} error={problems.password}>
            {(describedBy) => (
              <input id={id('password')} className={fieldStyles.input} name="password" type="password" autoComplete="new-password" maxLength={72} required aria-invalid={problems.password ? true : undefined} aria-describedby={describedBy} {...text_('password')} />
            )}
          </FormField>
          <FormField id={id('passwordConfirmation')} label={confirmLabel ?? words.confirmLabel} error={problems.passwordConfirmation}>
            {(describedBy) => (
              <input id={id('passwordConfirmation')} className={fieldStyles.input} name="passwordConfirmation" type="password" autoComplete="new-password" maxLength={72} required aria-invalid={problems.passwordConfirmation ? true : undefined} aria-describedby={describedBy} {...text_('passwordConfirmation')} />
            )}
          </FormField>
          <div className={styles.terms}>
            <input
              id={id('acceptTerms')}
              className={styles.checkbox}
              type="checkbox"
              name="acceptTerms"
              checked={acceptTerms}
              onChange={(e) => setAcceptTerms(e.target.checked)}
              required
              aria-invalid={problems.acceptTerms ? true : undefined}
              aria-describedby={problems.acceptTerms ? `${id('acceptTerms')}-error` : undefined}
            />
            <label htmlFor={id('acceptTerms')} className={styles.termsLabel}>
              {termsText ? <span dangerouslySetInnerHTML={{ __html: inlineHtml(termsText) }} /> : words.terms}
            </label>
            {problems.acceptTerms && (
              <p id={`${id('acceptTerms')}-error`} className={fieldStyles.error}>
                {problems.acceptTerms}
              </p>
            )}
          </div>
          <div data-bot-check>
            <BotCheck ref={botCheck} settings={botProtection} words={sectionWords.botCheck} language={languageOf(locale)} error={problems.botCheck} errorId={`${id('botCheck')}-error`} />
          </div>
          <div aria-live="assertive">
            {problems.form && (
              <p id={id('form')} tabIndex={-1} className={`${fieldStyles.error} ${fieldStyles.formError}`}>
                {problems.form}
              </p>
            )}
          </div>
          <button type="submit" className={`button button-primary ${styles.submit}`} disabled={!interactive} aria-describedby={interactive ? undefined : `${prefix}-noscript`}>
            {busy ? words.busy : (submitLabel ?? words.submit)}
          </button>
          {/* drawn only where scripting is off: where it is on, the hint taken out on hydration moved all below it
              (CLS 0.058 on a load of /account#help), and kept in place unseen it left a blank line under the button */}
          <p id={`${prefix}-noscript`} className={`${styles.hint} ${styles.noScriptHint}`}>
            {botProtection.kind === 'none' ? words.needsScript : words.needsScriptForBotCheck}
          </p>
        </form>
      </div>
    </Section>
  )
}
