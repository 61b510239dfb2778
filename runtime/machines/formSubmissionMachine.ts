import { assign, fromPromise, setup } from 'xstate'

// A form that sends once and hears back (the support chat's contact form): sending ignores further submits, so a
// double click sends once; a refusal is a state with the problems to show, and the form stays as the visitor left it.

/** What is wrong, by field name (`form` for the whole); the words the form shows. */
export type FormProblems = Readonly<Record<string, string>>

/** Thrown by the `submit` actor when the form was not taken: what to show, field by field. */
export class FormRefused extends Error {
  override readonly name = 'FormRefused'
  constructor(readonly problems: FormProblems) {
    super(Object.values(problems)[0] ?? 'The form was refused')
  }
}

export interface FormSubmissionContext {
  problems: FormProblems
}

export type FormSubmissionEvent = { type: 'form.submit'; data: unknown } | { type: 'form.reset' }

/** Problems of a failed submit: a FormRefused's, or one about the whole form for anything else. */
function problemsOf(error: unknown): FormProblems {
  if (error instanceof FormRefused) return error.problems
  return { form: error instanceof Error ? error.message : String(error) }
}

export const formSubmissionMachine = setup({
  types: { context: {} as FormSubmissionContext, events: {} as FormSubmissionEvent },
  actions: {
    setProblems: assign({ problems: (_, params: { error: unknown }) => problemsOf(params.error) }),
    clearProblems: assign({ problems: () => ({}) }),
  },
  actors: {
    // the form provides what sending means: check, answer the bot check, POST; a refusal throws FormRefused
    submit: fromPromise<void, { data: unknown }>(async () => {
      throw new Error('formSubmissionMachine: provide the submit actor')
    }),
  },
}).createMachine({
  id: 'formSubmission',
  context: { problems: {} },
  initial: 'editing',
  states: {
    editing: { on: { 'form.submit': 'submitting' } },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ event }) => ({ data: event.type === 'form.submit' ? event.data : undefined }),
        onDone: { target: 'sent', actions: 'clearProblems' },
        onError: { target: 'refused', actions: { type: 'setProblems', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refused: { on: { 'form.submit': 'submitting' } },
    // a new form for the next message
    sent: { on: { 'form.reset': 'editing' } },
  },
})
