import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../i18n/messages'
import { checkSupportRequest, hasProblems } from './checkSupportRequest'

const words = MESSAGES['en-GB']!.support.checks

const message = { name: 'Amelia Hughes', email: 'amelia@example.test', message: 'Our checkout shows an error.', page: '/web-hosting' }

describe('checkSupportRequest', () => {
  it('finds nothing wrong with a complete message, the bot check answered when asked for', () => {
    expect(checkSupportRequest(message, { requireBotCheck: false, words })).toEqual({})
    expect(checkSupportRequest({ ...message, botCheck: 'payload' }, { requireBotCheck: true, words })).toEqual({})
    expect(hasProblems({})).toBe(false)
  })

  it('says in words what each field lacks, the first problem of each', () => {
    expect(checkSupportRequest({ name: '', email: '', message: '  ' }, { requireBotCheck: true, words })).toEqual({
      name: 'Enter your name.',
      email: 'Enter your email address.',
      message: 'Tell us how we can help.',
      botCheck: 'Please complete the robot check before sending your message.',
    })
    expect(checkSupportRequest({ ...message, email: 'amelia@localhost' }, { requireBotCheck: false, words })).toEqual({ email: 'Enter an email address like name@example.com.' })
    expect(checkSupportRequest({ ...message, name: 'n'.repeat(101), message: 'm'.repeat(5001) }, { requireBotCheck: false, words })).toEqual({
      name: 'Use at most 100 characters for your name.',
      message: 'Keep your message under 5,000 characters.',
    })
  })

  it('refuses what the form cannot have sent as a problem of the whole form', () => {
    expect(checkSupportRequest(null, { requireBotCheck: false, words })).toMatchObject({ form: 'The form could not be read. Please reload the page and try again.' })
    expect(checkSupportRequest({ ...message, page: '//evil.example/' }, { requireBotCheck: false, words })).toEqual({ form: 'The form could not be read. Please reload the page and try again.' })
  })
})
