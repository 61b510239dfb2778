import { useShellData } from '../layouts/useShellData'
import type { Messages } from './messages'

/** The site's own words in the page's locale, on the server and in the browser. */
export function useMessages(): Messages {
  return useShellData().shell.messages
}
