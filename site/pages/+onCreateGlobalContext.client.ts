import { yieldToMain } from '../layouts/yieldToMain'

/**
 * In the browser, once, while Vike starts its client (https://vike.dev/onCreateGlobalContext): Vike awaits this hook
 * before it renders the first page, so yielding here ends the task that evaluated the client's modules. Reading the
 * page's data, routing and loading the page's code then run in a task of their own (issue 9).
 */
export async function onCreateGlobalContext(): Promise<void> {
  await yieldToMain()
}
