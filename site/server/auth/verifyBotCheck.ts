import type { Context } from 'hono'
import type { BotCheck } from '../botProtection/BotCheckFailure'
import { clientAddress } from '../http/clientAddress'
import { fieldProblems } from './fieldProblems'

/** The bot check's words where the register form's ("before creating your account") would be wrong. */
const MISSING = 'Please complete the robot check, then try again.'

/**
 * The register form's bot check on another account form: the answer in `body.botCheck`, single use. Null
 * when it passed (or BOT_PROTECTION=off), else the answer to send, with the problem at the check's field.
 */
export async function verifyBotCheck(c: Context, body: Record<string, unknown>, botCheck: BotCheck | null, trustProxy?: number): Promise<Response | null> {
  if (!botCheck) return null
  if (typeof body.botCheck !== 'string' || body.botCheck === '') return fieldProblems(c, { botCheck: MISSING })
  const check = await botCheck.verify(body.botCheck, { remoteIp: clientAddress(c, trustProxy) })
  return check.ok ? null : fieldProblems(c, { botCheck: check.message }, check.status)
}
