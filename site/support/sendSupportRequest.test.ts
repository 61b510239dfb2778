import { describe, expect, it } from 'vitest'
import { FormRefused } from '../../runtime/machines/formSubmissionMachine'
import { MESSAGES } from '../i18n/messages'
import { sendSupportRequest, SUPPORT_REQUESTS_URL } from './sendSupportRequest'

const words = MESSAGES['en-GB']!.support.problems
const { notSent: NOT_SENT } = words
const message = { name: 'Amelia Hughes', email: 'amelia@example.test', message: 'Our checkout shows an error.', botCheck: 'payload' }
const answering = (status: number, body: unknown = {}) => (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch

async function refusal(fetcher: typeof fetch): Promise<unknown> {
  try {
    await sendSupportRequest(message, words, fetcher)
  } catch (error) {
    expect(error).toBeInstanceOf(FormRefused)
    return (error as FormRefused).problems
  }
  throw new Error('not refused')
}

describe('sendSupportRequest', () => {
  it('posts the message as JSON to the site and resolves once it is kept', async () => {
    const sent: [string, RequestInit][] = []
    await sendSupportRequest(message, words, (async (url: string, init: RequestInit) => {
      sent.push([url, init])
      return new Response('{"data":{"sent":true}}', { status: 201 })
    }) as typeof fetch)
    expect(sent[0]![0]).toBe(SUPPORT_REQUESTS_URL)
    expect(JSON.parse(sent[0]![1].body as string)).toEqual(message)
  })

  it('puts each of the server’s problems beside its field, and any other above the button', async () => {
    const errors = [
      { path: ['email'], message: 'Enter an email address like name@example.com.' },
      { path: ['botCheck'], message: 'The robot check expired. Please complete it again.' },
      { path: [], message: 'The form sent a field it does not have.' },
    ]
    expect(await refusal(answering(400, { error: { message: '3 problems', details: { errors } } }))).toEqual({
      email: 'Enter an email address like name@example.com.',
      botCheck: 'The robot check expired. Please complete it again.',
      form: 'The form sent a field it does not have.',
    })
  })

  it('says the message could not be sent when the server or the connection fails, and when sent too often', async () => {
    expect(await refusal(answering(503, { error: { message: NOT_SENT } }))).toEqual({ form: NOT_SENT })
    expect(await refusal(answering(502, 'Bad gateway'))).toEqual({ form: NOT_SENT })
    expect(await refusal((async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch)).toEqual({ form: NOT_SENT })
    expect(await refusal(answering(429))).toEqual({ form: expect.stringMatching(/several messages in a short time/) })
  })
})
