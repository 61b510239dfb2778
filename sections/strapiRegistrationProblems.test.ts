import { describe, expect, it } from 'vitest'
import { messages } from '../site/i18n/messages/en-GB'
import { strapiRegistrationProblems } from './strapiRegistrationProblems'

const words = messages.register.problems
const problems = (error: Parameters<typeof strapiRegistrationProblems>[0]) => strapiRegistrationProblems(error, words)

describe('strapiRegistrationProblems', () => {
  it('shows each of the server’s problems beside its field, the first of each, as the server words it', () => {
    const error = {
      status: 400,
      name: 'ApplicationError',
      message: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto.',
      details: {
        errors: [
          { path: ['email'], message: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto.', name: 'ApplicationError' },
          { path: ['email'], message: 'second message for email', name: 'ValidationError' },
          { path: ['botCheck'], message: 'This robot check was already used. Please complete it again.' },
        ],
      },
    }
    expect(problems(error)).toEqual({ email: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto.', botCheck: 'This robot check was already used. Please complete it again.' })
  })

  it('shows a problem of no field of the form above the button', () => {
    const error = { status: 400, name: 'ApplicationError', message: 'Failed', details: { errors: [{ path: [], message: 'Your account could not be created. Please try again.' }] } }
    expect(problems(error)).toEqual({ form: 'Your account could not be created. Please try again.' })
  })

  it('says itself what the server could not: no answer, too many tries, an outage', () => {
    expect(problems({ status: 0, name: 'UnknownError', message: 'Failed to fetch' })).toEqual({ form: words.unreachable })
    expect(problems({ status: 429, name: 'TooManyRequestsError', message: 'Too Many Requests' })).toEqual({ form: words.tooMany })
    expect(problems({ status: 504, name: 'UnknownError', message: 'Request to /api/auth/register failed with status 504' })).toEqual({ form: words.unavailable })
    expect(problems({ status: 400, name: 'ValidationError', message: '' })).toEqual({ form: words.failed })
  })
})
