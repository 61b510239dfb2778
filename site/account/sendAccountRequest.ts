import { waitFor } from 'xstate'
import { authRequest, toAuthError } from '../../runtime/machines/authRequest'
import { FormRefused } from '../../runtime/machines/formSubmissionMachine'
import type { SessionActorRef } from '../../runtime/machines/react/useSession'
import type { SessionEvent } from '../../runtime/machines/sessionMachine'
import type { Messages } from '../i18n/messages'
import { accountProblems } from './accountProblems'

/** The words of a refusal the page says itself. */
type ProblemWords = Messages['account']['problems']

/** Posts an account form that does not change the session (the mails); a refusal becomes FormRefused. */
export async function postAccountForm(path: string, body: Record<string, string>, fields: readonly string[], words: ProblemWords): Promise<void> {
  try {
    await authRequest(path, { body })
  } catch (error) {
    throw new FormRefused(accountProblems(toAuthError(error), fields, words))
  }
}

/**
 * Sends an account form through the shell's session machine (SPEC §4: sign-in and reset replace the token and load
 * the user; a password change replaces it), and waits for the machine to settle. Its error becomes FormRefused.
 */
export async function sendThroughSession(session: SessionActorRef, event: SessionEvent, fields: readonly string[], words: ProblemWords): Promise<void> {
  session.send(event)
  const settled = await waitFor(session, (s) => s.matches('signedIn') || s.matches('anonymous'))
  const { error } = settled.context
  if (error) throw new FormRefused(accountProblems(error, fields, words))
  if (!settled.matches('signedIn')) throw new FormRefused({ form: words.failed })
}
