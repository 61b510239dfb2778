import { describe, expect, it } from 'vitest'
import { strapiRegistrationProblems } from './strapiRegistrationProblems'

describe('strapiRegistrationProblems', () => {
  it('shows Strapi’s "already taken" beside the email', () => {
    expect(strapiRegistrationProblems({ status: 400, name: 'ApplicationError', message: 'Email or Username are already taken', details: {} })).toEqual({
      email: expect.stringContaining('already exists'),
    })
  })

  it('shows each validation error beside its field, in a sentence', () => {
    const error = {
      status: 400,
      name: 'ValidationError',
      message: '2 errors occurred',
      details: {
        errors: [
          { path: ['password'], message: 'password must be at least 6 characters', name: 'ValidationError' },
          { path: ['email'], message: 'email must be a valid email', name: 'ValidationError' },
          { path: ['email'], message: 'second message for email', name: 'ValidationError' },
        ],
      },
    }
    expect(strapiRegistrationProblems(error)).toEqual({ password: 'Password must be at least 6 characters.', email: 'Email must be a valid email.' })
  })

  it('puts Strapi’s password rules without details beside the password', () => {
    expect(strapiRegistrationProblems({ status: 400, name: 'ValidationError', message: 'Password must be less than 73 bytes' })).toEqual({ password: 'Password must be less than 73 bytes.' })
  })

  it('shows the bot check refusal of this server beside the check', () => {
    const error = { status: 400, name: 'ValidationError', message: 'This robot check was already used. Please complete it again.', details: { errors: [{ path: ['botCheck'], message: 'This robot check was already used. Please complete it again.' }] } }
    expect(strapiRegistrationProblems(error)).toEqual({ botCheck: 'This robot check was already used. Please complete it again.' })
  })

  it('shows anything else above the button', () => {
    expect(strapiRegistrationProblems({ status: 400, name: 'ApplicationError', message: 'Register action is currently disabled' })).toEqual({ form: 'Register action is currently disabled.' })
    expect(strapiRegistrationProblems({ status: 0, name: 'UnknownError', message: 'Failed to fetch' }).form).toContain('could not reach the server')
    expect(strapiRegistrationProblems({ status: 502, name: 'UnknownError', message: 'The account service is unavailable, please try again shortly' })).toEqual({ form: 'The account service is unavailable, please try again shortly.' })
  })
})
