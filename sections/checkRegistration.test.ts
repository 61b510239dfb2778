import { describe, expect, it } from 'vitest'
import { messages as words } from '../site/i18n/messages/en-GB'
import { checkRegistration, hasProblems } from './checkRegistration'

const valid = {
  username: 'amelia.hughes',
  email: 'amelia@hughes-bakery.example',
  password: 'correct horse battery',
  passwordConfirmation: 'correct horse battery',
  acceptTerms: true,
  botCheck: 'payload',
}

describe('checkRegistration', () => {
  it('finds nothing wrong with a complete registration', () => {
    expect(checkRegistration(valid, { requireBotCheck: true, words })).toEqual({})
    expect(hasProblems({})).toBe(false)
  })

  it('says what to fix beside each field, one message each', () => {
    const problems = checkRegistration({ username: 'a', email: 'amelia@', password: 'short', passwordConfirmation: 'other', acceptTerms: false }, { requireBotCheck: true, words })
    expect(problems).toEqual({
      username: 'Use at least 3 characters for your username.',
      email: 'Enter an email address like name@example.com.',
      password: 'Use at least 8 characters for your password.',
      passwordConfirmation: 'The passwords do not match.',
      acceptTerms: 'Accept the terms to create an account.',
      botCheck: 'Please complete the robot check before creating your account.',
    })
  })

  it('names missing fields, and only asks for a bot check when there is one', () => {
    expect(checkRegistration({}, { requireBotCheck: false, words })).toEqual({
      username: 'Choose a username.',
      email: 'Enter your email address.',
      password: 'Choose a password.',
      passwordConfirmation: 'Enter your password again.',
      acceptTerms: 'Accept the terms to create an account.',
    })
  })

  it('refuses what Strapi would: usernames of odd characters, addresses without a dotted domain, long passwords', () => {
    expect(checkRegistration({ ...valid, username: 'amelia hughes' }, { requireBotCheck: true, words }).username).toContain('letters, numbers')
    expect(checkRegistration({ ...valid, username: '.amelia' }, { requireBotCheck: true, words }).username).toContain('starting and ending')
    expect(checkRegistration({ ...valid, email: 'amelia@localhost' }, { requireBotCheck: true, words }).email).toBeDefined()
    expect(checkRegistration({ ...valid, email: 'a b@example.com' }, { requireBotCheck: true, words }).email).toBeDefined()
    const long = 'x'.repeat(73)
    expect(checkRegistration({ ...valid, password: long, passwordConfirmation: long }, { requireBotCheck: true, words }).password).toContain('at most 72')
  })

  it('treats a field the form does not have, or a body that is no object, as a problem of the whole form', () => {
    expect(checkRegistration({ ...valid, role: 'admin' }, { requireBotCheck: true, words })).toEqual({ form: 'The form sent a field it does not have: role.' })
    expect(checkRegistration('nope', { requireBotCheck: false, words }).form).toContain('could not be read')
    expect(checkRegistration({ ...valid, username: 42 }, { requireBotCheck: true, words }).username).toBe('Choose a username.')
  })
})
