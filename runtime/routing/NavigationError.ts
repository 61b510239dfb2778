/** Why a navigation or redirect target was refused. */
export type NavigationErrorReason = 'external' | 'protocol' | 'invalid'

/** SPEC §8: the messages of a refused navigation, exactly. */
export const EXTERNAL_NAVIGATION_MESSAGE = 'Navigating to an external URL is not allowed by default'

/**
 * A target navigateTo and every server redirect refuse (SPEC §8): another origin without `external: true`, a
 * script protocol (`'javascript:'` …) whatever its disguise, or something that is no URL at all. A mistake in
 * input or content, not a bug: the server answers it with 400, never with a redirect.
 */
export class NavigationError extends Error {
  override readonly name = 'NavigationError'
  readonly reason: NavigationErrorReason
  /** The refused protocol with its colon, e.g. `javascript:`, for reason `protocol`. */
  readonly protocol: string | undefined

  constructor(reason: NavigationErrorReason, protocol?: string) {
    super(
      reason === 'external'
        ? EXTERNAL_NAVIGATION_MESSAGE
        : reason === 'protocol'
          ? `Cannot navigate to a URL with '${protocol}' protocol`
          : 'Cannot navigate to an invalid URL',
    )
    this.reason = reason
    this.protocol = protocol
  }
}

/** True for a NavigationError, optionally of one reason. */
export function isNavigationError(error: unknown, reason?: NavigationErrorReason): error is NavigationError {
  return error instanceof NavigationError && (reason === undefined || error.reason === reason)
}
