import type { Messages } from '../../messages'
import errorPage from './errorPage.json'

export const messages: Messages = { errorPage }
