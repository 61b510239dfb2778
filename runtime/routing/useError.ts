import { useSyncExternalStore } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { PageError } from './createError'
import { getError, subscribeError } from './errorState'
import { pageErrorOf } from './pageErrorOf'

/** The page error shown now: one raised in the browser (showError), else the one the page was rendered for. */
export function useError(): PageError | null {
  const shown = useSyncExternalStore(subscribeError, getError, () => null)
  const pageContext = usePageContext()
  return shown ?? pageErrorOf(pageContext)
}
