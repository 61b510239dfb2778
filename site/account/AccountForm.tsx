import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { fromPromise } from 'xstate'
import type { BotProtectionSettings } from '../../runtime/commerce'
import { FormRefused, formSubmissionMachine, type FormProblems } from '../../runtime/machines/formSubmissionMachine'
import { useActorRef, useSelector } from '@xstate/react'
import { usePageContext } from 'vike-react/usePageContext'
import { languageOf } from '../../runtime/i18n'
import { BotCheck, type BotCheckHandle } from '../../sections/BotCheck'
import { fieldStyles, FormField } from '../../sections/FormField'
import { useMessages } from '../i18n/useMessages'
import type { AccountCheck } from './checkAccountForms'
import styles from './AccountForm.module.css'

/** A text field of an account form. */
export interface AccountFieldSpec {
  name: string
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete: string
  hint?: string
}

/** Props of AccountForm. */
export interface AccountFormProps {
  fields: readonly AccountFieldSpec[]
  submitLabel: string
  busyLabel: string
  /** The browser's checks (site/account/checkAccountForms), the server runs them again. */
  check: AccountCheck
  /** Sends the form; throws FormRefused with what to show. */
  send: (data: Record<string, string>) => Promise<void>
  botProtection: BotProtectionSettings
  /** Values to start with (an address typed elsewhere). */
  initial?: Readonly<Record<string, string>>
  /** Shown instead of the form once it was sent; without it the form stays, emptied, for another go. */
  sent?: ReactNode
  /** Called once the form was sent. */
  onSent?: () => void
}

/**
 * An account form (sign in, forgot and reset password, change password, the confirmation mail): labelled fields
 * with their problems in words beside them (FormField), the register form's bot check, sent once at a time
 * (formSubmissionMachine). A refusal moves focus to the first field it names, or to the message above the button.
 */
export function AccountForm({ fields, submitLabel, busyLabel, check, send, botProtection, initial = {}, sent, onSent }: AccountFormProps) {
  const prefix = useId()
  const id = (part: string) => `${prefix}-${part}`
  const empty = () => Object.fromEntries(fields.map((field) => [field.name, initial[field.name] ?? '']))
  const [values, setValues] = useState<Record<string, string>>(empty)
  const botCheck = useRef<BotCheckHandle>(null)
  const form = useRef<HTMLFormElement>(null)
  const messages = useMessages()
  const { locale } = usePageContext()
  const latest = useRef({ values, botProtection, send, check, words: messages.account.checks })
  latest.current = { values, botProtection, send, check, words: messages.account.checks }
  const [logic] = useState(() =>
    formSubmissionMachine.provide({
      actors: {
        submit: fromPromise(async () => {
          const { values: data, botProtection: bots, send: sendNow, check: checkNow, words } = latest.current
          const found = checkNow(data, words)
          if (Object.values(found).some(Boolean)) throw new FormRefused(found as FormProblems)
          const body: Record<string, string> = { ...data }
          if (bots.kind !== 'none') {
            const answer = await botCheck.current?.answer()
            if (!answer) throw new FormRefused({ botCheck: words.botCheck })
            body.botCheck = answer
          }
          try {
            await sendNow(body)
          } finally {
            // an answer is single use, taken or refused: the next submission needs a new one
            botCheck.current?.reset()
          }
        }),
      },
    }),
  )
  const actor = useActorRef(logic)
  const state = useSelector(actor, (s) => s.value)
  const problems: FormProblems = useSelector(actor, (s) => s.context.problems)
  const [interactive, setInteractive] = useState(false)
  useEffect(() => setInteractive(true), [])

  useEffect(() => {
    if (state === 'refused') {
      const first = fields.find((field) => problems[field.name])
      if (first) document.getElementById(id(first.name))?.focus()
      else if (problems.botCheck) form.current?.querySelector<HTMLElement>('altcha-widget input, [data-bot-check] iframe')?.focus()
      else document.getElementById(id('form'))?.focus()
    }
    if (state === 'sent') {
      onSent?.()
      if (!sent) {
        setValues(empty())
        actor.send({ type: 'form.reset' })
      }
    }
  }, [state, problems])

  if (state === 'sent' && sent) return <>{sent}</>

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    actor.send({ type: 'form.submit', data: null })
  }
  const busy = state === 'submitting'
  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {fields.map((field) => (
        <FormField key={field.name} id={id(field.name)} label={field.label} hint={field.hint} error={problems[field.name]}>
          {(describedBy) => (
            <input
              id={id(field.name)}
              className={fieldStyles.input}
              name={field.name}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              autoCapitalize={field.type === 'password' ? undefined : 'none'}
              spellCheck={false}
              maxLength={field.type === 'password' ? 72 : 254}
              required
              aria-invalid={problems[field.name] ? true : undefined}
              aria-describedby={describedBy}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          )}
        </FormField>
      ))}
      <div data-bot-check>
        <BotCheck ref={botCheck} settings={botProtection} words={messages.botCheck} language={languageOf(locale)} error={problems.botCheck} errorId={`${id('botCheck')}-error`} />
      </div>
      <div aria-live="assertive">
        {problems.form && (
          <p id={id('form')} tabIndex={-1} className={`${fieldStyles.error} ${fieldStyles.formError}`}>
            {problems.form}
          </p>
        )}
      </div>
      <button type="submit" className={`button button-primary ${styles.submit}`} disabled={!interactive}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  )
}
