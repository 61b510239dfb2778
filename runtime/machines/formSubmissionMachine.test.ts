import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { FormRefused, formSubmissionMachine } from './formSubmissionMachine'
import { deferred } from './testing/fakeBrowser'

function start(submit: (data: unknown) => Promise<void>) {
  const sent: unknown[] = []
  const machine = formSubmissionMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        sent.push(input.data)
        await submit(input.data)
      }),
    },
  })
  return { actor: createActor(machine).start(), sent }
}

describe('formSubmissionMachine', () => {
  it('sends once however often it is submitted while sending, then is sent', async () => {
    const answer = deferred<void>()
    const { actor, sent } = start(() => answer.promise)
    actor.send({ type: 'form.submit', data: 1 })
    actor.send({ type: 'form.submit', data: 2 })
    expect(actor.getSnapshot().value).toBe('submitting')
    answer.resolve()
    await waitFor(actor, (s) => s.matches('sent'))
    expect(sent).toEqual([1])
    actor.send({ type: 'form.submit', data: 3 })
    expect(sent).toEqual([1])
    actor.send({ type: 'form.reset' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('is refused with the problems to show, and sends again when submitted again', async () => {
    let refuse = true
    const { actor, sent } = start(async () => {
      if (refuse) throw new FormRefused({ email: 'Enter your email address.' })
    })
    actor.send({ type: 'form.submit', data: 'first' })
    const refused = await waitFor(actor, (s) => s.matches('refused'))
    expect(refused.context.problems).toEqual({ email: 'Enter your email address.' })
    refuse = false
    actor.send({ type: 'form.submit', data: 'second' })
    const done = await waitFor(actor, (s) => s.matches('sent'))
    expect(done.context.problems).toEqual({})
    expect(sent).toEqual(['first', 'second'])
  })

  it('takes any other failure as a problem of the whole form', async () => {
    const { actor } = start(async () => {
      throw new Error('Something broke')
    })
    actor.send({ type: 'form.submit', data: null })
    expect((await waitFor(actor, (s) => s.matches('refused'))).context.problems).toEqual({ form: 'Something broke' })
  })
})
