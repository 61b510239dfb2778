import { expect, it } from 'vitest'
import * as routing from './index'

it('exposes exactly the public API of runtime/routing', () => {
  expect(Object.keys(routing).sort()).toEqual([
    'EXTERNAL_NAVIGATION_MESSAGE',
    'NavigationError',
    'PageError',
    'checkNavigationTarget',
    'checkRedirect',
    'clearError',
    'createError',
    'fillRoutePattern',
    'getError',
    'isNavigationError',
    'isPageError',
    'isPageInRange',
    'isRedirectStatus',
    'matchRoutePattern',
    'navigateTo',
    'normalisePath',
    'notFoundError',
    'pageErrorOf',
    'parsePageNumber',
    'redirectResponse',
    'resolveLink',
    'resolveRouteRules',
    'runGuards',
    'showError',
    'subscribeError',
    'useError',
  ])
})
