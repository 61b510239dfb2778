import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../i18n/messages'
import { accountProblems, isUnconfirmed } from './accountProblems'

const words = MESSAGES['de-DE']!.account.problems

describe('accountProblems', () => {
  it('puts each of the server’s problems, already in the page’s words, beside its field, the rest above the button', () => {
    const error = {
      status: 400,
      name: 'ValidationError',
      message: '2 problems',
      details: { errors: [{ path: ['currentPassword'], message: 'Das ist nicht Ihr aktuelles Passwort.' }, { path: [], message: 'Bitte erneut versuchen.' }] },
    }
    expect(accountProblems(error, ['currentPassword', 'password'], words)).toEqual({ currentPassword: 'Das ist nicht Ihr aktuelles Passwort.', form: 'Bitte erneut versuchen.' })
  })

  it('says in the page’s words what the server could not: no answer, too many attempts, an ended session', () => {
    expect(accountProblems({ status: 0, name: 'UnknownError', message: 'Failed to fetch' }, [], words)).toEqual({ form: words.unreachable })
    expect(accountProblems({ status: 429, name: 'TooManyRequestsError', message: 'Too Many Requests' }, [], words)).toEqual({ form: words.tooManyAttempts })
    expect(accountProblems({ status: 401, name: 'UnauthorizedError', message: 'Unauthorized' }, [], words)).toEqual({ form: words.sessionEnded })
    expect(accountProblems({ status: 400, name: 'ApplicationError', message: '' }, [], words)).toEqual({ form: words.failed })
  })

  it('knows an unconfirmed address by the reason the server names, whatever the language', () => {
    expect(isUnconfirmed({ status: 400, name: 'ApplicationError', message: words.emailNotConfirmed, details: { reason: 'emailNotConfirmed' } })).toBe(true)
    expect(isUnconfirmed({ status: 400, name: 'ValidationError', message: 'Your account email is not confirmed' })).toBe(false)
    expect(isUnconfirmed(null)).toBe(false)
  })
})
