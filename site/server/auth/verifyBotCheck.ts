import type { Context } from 'hono'
import type { BotCheck } from '../botProtection/BotCheckFailure'
import { clientAddress } from '../http/clientAddress'
import { visitorMessages } from '../http/visitorLocale'
import { fieldProblems } from './fieldProblems'

/**
 * The register form's bot check on another account form: the answer in `body.botCheck`, single use. Null
 * when it passed (or BOT_PROTECTION=off), else the answer to send, with the problem at the check's field, in the
 * visitor's words (a missing answer in the account forms' own: "before creating your account" would be wrong).
 */
export async function verifyBotCheck(c: Context, body: Record<string, unknown>, botCheck: BotCheck | null, trustProxy?: number): Promise<Response | null> {
  if (!botCheck) return null
  const messages = visitorMessages(c)
  if (typeof body.botCheck !== 'string' || body.botCheck === '') return fieldProblems(c, { botCheck: messages.account.checks.botCheck })
  const check = await botCheck.verify(body.botCheck, { remoteIp: clientAddress(c, trustProxy) })
  return check.ok ? null : fieldProblems(c, { botCheck: messages.botCheck.failures[check.reason] }, check.status)
}
