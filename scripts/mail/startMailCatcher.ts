import { simpleParser } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A mail the catcher took. */
export interface CaughtMail {
  to: string[]
  from: string
  subject: string
  text: string
  /** The links in the mail, in order. */
  links: string[]
}

/** A local SMTP server that keeps every mail it is sent and delivers none (development and tests). */
export interface MailCatcher {
  host: string
  port: number
  /** Every mail so far, oldest first. */
  mails: CaughtMail[]
  /** The first mail to `to` (after `since` mails) matching `subject`, once it arrives. */
  waitForMail(to: string, options?: { subject?: RegExp; since?: number; signal?: AbortSignal }): Promise<CaughtMail>
  stop(): Promise<void>
}

/** Options of startMailCatcher. */
export interface MailCatcherOptions {
  /** Port on 127.0.0.1; default a free one. */
  port?: number
  /** Called with each mail as it arrives (npm start prints a line). */
  onMail?: (mail: CaughtMail) => void
}

const LINK = /https?:\/\/[^\s"'<>]+/g

function addresses(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.flatMap((item: { value?: { address?: string }[] }) => (item.value ?? []).map((entry) => entry.address ?? '')).filter(Boolean)
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, mailparser) in place of a mail server: Strapi's nodemailer provider
 * sends account mail here, where it is kept in memory and never relayed, so no mail leaves the machine.
 */
export async function startMailCatcher({ port = 0, onMail }: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = []
  const waiting = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'stratum mail catcher: nothing is delivered',
    onAuth: (_auth, _session, callback) => callback(null, { user: 'catcher' }),
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? ''
          const mail: CaughtMail = {
            to: addresses(parsed.to).map((address) => address.toLowerCase()),
            from: addresses(parsed.from)[0] ?? '',
            subject: parsed.subject ?? '',
            text,
            links: [...new Set([...(typeof parsed.html === 'string' ? parsed.html : '').matchAll(LINK), ...text.matchAll(LINK)].map((m) => m[0].replace(/&amp;/g, '&')))],
          }
          mails.push(mail)
          onMail?.(mail)
          for (const wake of waiting) wake()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address() as AddressInfo

  const waitForMail: MailCatcher['waitForMail'] = (to, { subject, since = 0, signal } = {}) =>
    new Promise((resolve, reject) => {
      const find = () => mails.slice(since).find((mail) => mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)))
      const check = () => {
        const found = find()
        if (!found) return
        waiting.delete(check)
        resolve(found)
      }
      waiting.add(check)
      signal?.addEventListener('abort', () => {
        waiting.delete(check)
        reject(signal.reason)
      })
      check()
    })

  return {
    host: '127.0.0.1',
    port: address.port,
    mails,
    waitForMail,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
