// runtime/routing: link resolution, route guards and middleware, navigateTo and the redirect checks every server
// redirect shares, page errors, route rules and pagination (SPEC §2, §4, §5, §8).

export { checkNavigationTarget } from './checkNavigationTarget'
export type { NavigationCheckOptions, NavigationTarget } from './checkNavigationTarget'
export { EXTERNAL_NAVIGATION_MESSAGE, isNavigationError, NavigationError } from './NavigationError'
export type { NavigationErrorReason } from './NavigationError'
export { checkRedirect, isRedirectStatus } from './checkRedirect'
export type { CheckedRedirect, RedirectCheckOptions, RedirectStatus } from './checkRedirect'
export { redirectResponse } from './redirectResponse'
export { navigateTo } from './navigateTo'
export type { NavigateToOptions } from './navigateTo'

export { createError, isPageError, notFoundError, PageError } from './createError'
export type { PageErrorInit } from './createError'
export { clearError, getError, showError, subscribeError } from './errorState'
export type { ClearErrorOptions } from './errorState'
export { pageErrorOf } from './pageErrorOf'
export type { ErrorPageContext } from './pageErrorOf'
export { useError } from './useError'

export { runGuards } from './runGuards'
export type { GuardOptions, GuardOutcome, GuardRoute, MiddlewareResult, RedirectSource, RedirectTarget, RouteMiddleware, RouteValidator } from './runGuards'
export { fillRoutePattern, matchRoutePattern, normalisePath } from './matchRoutePattern'
export type { RouteParams } from './matchRoutePattern'
export { resolveRouteRules } from './resolveRouteRules'
export type { RedirectRule, ResolvedRouteRules, RouteRule, RouteRules } from './resolveRouteRules'
export { isPageInRange, parsePageNumber } from './parsePageNumber'

export { resolveLink } from './resolveLink'
export type { LinkInput, ResolvedLink } from './resolveLink'
