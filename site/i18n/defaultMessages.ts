import type { Messages } from './messages'
import { messages as english } from './messages/en-GB'

/**
 * The default locale's words where no page brought any: unit tests, a section rendered alone. Server-side only, so
 * no locale's words weigh on the browser's first load: there, every page's shell brings its own words
 * (+onCreatePageContext.ssr) and the browser keeps them (useShellData), so this is never read.
 */
export const defaultMessages: Messages = import.meta.env.SSR ? english : (undefined as unknown as Messages)
