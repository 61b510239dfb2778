import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { fromPromise } from 'xstate'
import type { BotProtectionSettings } from '../../runtime/commerce'
import { FormRefused, formSubmissionMachine, type FormProblems } from '../../runtime/machines/formSubmissionMachine'
import { BotCheck, type BotCheckHandle } from '../../sections/BotCheck'
import { fieldStyles, FormField } from '../../sections/FormField'
import { usePageContext } from 'vike-react/usePageContext'
import { languageOf } from '../../runtime/i18n'
import { format } from '../../runtime/i18n/format'
import { pageLocale } from '../i18n/pageLocale'
import { useMessages } from '../i18n/useMessages'
import { checkSupportRequest, hasProblems, SUPPORT_REQUEST_FIELDS, type SupportRequestData } from './checkSupportRequest'
import { keepTabInside } from './keepTabInside'
import { sendSupportRequest } from './sendSupportRequest'
import frame from '../../sections/Dialog.module.css'
import styles from './SupportRequestDialog.module.css'

/** Props of SupportRequestDialog. */
export interface SupportRequestDialogProps {
  /** Whether the dialog is open (the support chat machine is in `contactForm`). */
  open: boolean
  /** The bot check the form answers, as the register form's. */
  botProtection: BotProtectionSettings
  /** The dialog closed (Escape, Cancel, the close button, Close after sending). */
  onClose: () => void
}

type Values = Record<'name' | 'email' | 'message', string>
const EMPTY: Values = { name: '', email: '', message: '' }

/** The path the visitor writes from, when it is one the support request can keep. */
function currentPage(): string | undefined {
  const path = location.pathname
  return /^\/(?![/\\])/.test(path) && path.length <= 2048 ? path : undefined
}

/**
 * The contact form that stands in for the support chat when no chat provider is configured (SPEC §4 Support chat):
 * name, email and message, checked in the browser with the validator the server runs again, behind the register
 * form's bot check, sent once (formSubmissionMachine) and kept in Strapi as a support request. A native modal
 * <dialog>, labelled by its heading: the page behind is inert, focus stays inside, Escape closes it, and focus goes
 * back to the link that opened it. Each problem shows in words beside its field; what was typed stays until it is
 * sent, closing and reopening included.
 */
export function SupportRequestDialog({ open, botProtection, onClose }: SupportRequestDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const botCheck = useRef<BotCheckHandle>(null)
  const confirmation = useRef<HTMLParagraphElement>(null)
  const prefix = useId()
  const id = (part: string) => `${prefix}-${part}`
  const [values, setValues] = useState<Values>(EMPTY)
  // the machine's submit reads the form as it is when sent
  const messages = useMessages()
  const words = messages.support
  const language = languageOf(pageLocale(usePageContext()))
  const latest = useRef({ values, botProtection, words })
  latest.current = { values, botProtection, words }
  const [logic] = useState(() =>
    formSubmissionMachine.provide({
      actors: {
        submit: fromPromise(async () => {
          const data: SupportRequestData = { ...latest.current.values, ...(currentPage() ? { page: currentPage()! } : {}) }
          const { words: now } = latest.current
          const found = checkSupportRequest(data, { requireBotCheck: false, words: now.checks })
          if (hasProblems(found)) throw new FormRefused(found)
          if (latest.current.botProtection.kind !== 'none') {
            const answer = await botCheck.current?.answer()
            if (!answer) throw new FormRefused({ botCheck: now.checks.botCheck })
            data.botCheck = answer
          }
          try {
            await sendSupportRequest(data, now.problems)
          } catch (error) {
            // the server spent or refused the answer (single use): the next try needs a new one
            botCheck.current?.reset()
            throw error
          }
        }),
      },
    }),
  )
  const form = useActorRef(logic)
  const state = useSelector(form, (s) => s.value)
  const problems: FormProblems = useSelector(form, (s) => s.context.problems)
  const sent = state === 'sent'

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
      // the first field, rather than the close button showModal would pick
      element.querySelector<HTMLElement>('input, [tabindex="-1"]')?.focus()
    } else if (!open && element.open) {
      element.close()
    }
  }, [open])

  // a refusal: to the first field with a problem, else to the message about the whole form
  useEffect(() => {
    if (state !== 'refused') return
    const first = SUPPORT_REQUEST_FIELDS.find((field) => problems[field])
    if (first === 'botCheck') dialog.current?.querySelector<HTMLElement>('altcha-widget input, [data-bot-check] iframe')?.focus()
    else document.getElementById(id(first ?? 'form'))?.focus()
  }, [state, problems])

  useEffect(() => {
    if (sent) confirmation.current?.focus()
  }, [sent])

  const closed = () => {
    // once sent, the next opening is a new message
    if (form.getSnapshot().matches('sent')) {
      form.send({ type: 'form.reset' })
      setValues(EMPTY)
    }
    onClose()
    const back = opener.current
    opener.current = null
    if (back?.isConnected) back.focus()
  }
  const close = () => dialog.current?.close()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.send({ type: 'form.submit', data: null })
  }
  const text = (field: keyof Values) => ({
    id: id(field),
    name: field,
    value: values[field],
    className: fieldStyles.input,
    'aria-invalid': problems[field] ? true : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
  })

  return (
    <dialog ref={dialog} className={`${frame.dialog} ${styles.dialog}`} aria-labelledby={id('title')} aria-describedby={sent ? undefined : id('intro')} onClose={closed} onKeyDown={keepTabInside}>
      <div className={styles.body}>
        <div className={frame.header}>
          <h2 id={id('title')} className={frame.title}>
            {words.dialog.title}
          </h2>
          <button type="button" className={frame.close} onClick={close}>
            <span className="visually-hidden">{words.dialog.close}</span>
            <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" aria-hidden focusable="false">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
        {sent ? (
          <>
            <p ref={confirmation} role="status" tabIndex={-1} className={styles.confirmation}>
              {format(words.dialog.thanks, { name: values.name.trim(), email: values.email.trim() })}
            </p>
            <div className={styles.actions}>
              <button type="button" className="button button-primary" onClick={close}>
                {words.dialog.close}
              </button>
            </div>
          </>
        ) : (
          <>
            <p id={id('intro')} className={styles.intro}>
              {words.dialog.intro}
            </p>
            <form noValidate onSubmit={submit} aria-busy={state === 'submitting' || undefined}>
              <FormField id={id('name')} label={words.dialog.nameLabel} error={problems.name}>
                {(describedBy) => <input {...text('name')} autoComplete="name" maxLength={100} required aria-describedby={describedBy} />}
              </FormField>
              <FormField id={id('email')} label={words.dialog.emailLabel} hint={words.dialog.emailHint} error={problems.email}>
                {(describedBy) => <input {...text('email')} type="email" autoComplete="email" spellCheck={false} maxLength={254} required aria-describedby={describedBy} />}
              </FormField>
              <FormField id={id('message')} label={words.dialog.messageLabel} hint={words.dialog.messageHint} error={problems.message}>
                {(describedBy) => <textarea {...text('message')} rows={5} maxLength={5000} required aria-describedby={describedBy} />}
              </FormField>
              <div data-bot-check>
                <BotCheck ref={botCheck} settings={botProtection} words={messages.botCheck} language={language} error={problems.botCheck} errorId={`${id('botCheck')}-error`} />
              </div>
              <div aria-live="assertive">
                {problems.form && (
                  <p id={id('form')} tabIndex={-1} className={`${fieldStyles.error} ${fieldStyles.formError}`}>
                    {problems.form}
                  </p>
                )}
              </div>
              <div className={styles.actions}>
                <button type="button" className="button button-secondary" onClick={close}>
                  {words.dialog.cancel}
                </button>
                <button type="submit" className="button button-primary">
                  {state === 'submitting' ? words.dialog.sending : words.dialog.send}
                </button>
              </div>
            </form>
          </>
        )}
      </div>
    </dialog>
  )
}
