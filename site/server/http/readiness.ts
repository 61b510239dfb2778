/** What the last readiness check found. */
export interface ReadinessState {
  ready: boolean
  /** When the check ran (ISO time). */
  checkedAt: string
  /** Why it is not ready: the check's error message. */
  error?: string
}

/** Options of createReadiness. */
export interface ReadinessOptions {
  /** How long a result is reused before checking again, in ms. Default 5000. */
  interval?: number
  /** How long a check may take before it counts as failed, in ms. Default 3000. */
  timeout?: number
  /** The clock, for tests. */
  now?: () => number
}

/** The readiness of a dependency, checked at most once per interval however often it is asked. */
export type Readiness = () => Promise<ReadinessState>

/**
 * Wraps a check (resolves when the dependency can serve, rejects when not) so that health probes never hammer the
 * dependency: one check per interval, shared by every caller while it runs, bounded by a timeout.
 */
export function createReadiness(check: () => Promise<unknown>, options: ReadinessOptions = {}): Readiness {
  const { interval = 5000, timeout = 3000, now = Date.now } = options
  let last: { state: ReadinessState; at: number } | undefined
  let running: Promise<ReadinessState> | undefined

  const run = async (): Promise<ReadinessState> => {
    const at = now()
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeout} ms`)), timeout)
      timer.unref()
    })
    let state: ReadinessState
    try {
      await Promise.race([check(), timedOut])
      state = { ready: true, checkedAt: new Date(at).toISOString() }
    } catch (error) {
      state = { ready: false, checkedAt: new Date(at).toISOString(), error: error instanceof Error ? error.message : String(error) }
    } finally {
      clearTimeout(timer)
    }
    last = { state, at }
    return state
  }

  return () => {
    if (last && now() - last.at < interval) return Promise.resolve(last.state)
    running ??= run().finally(() => (running = undefined))
    return running
  }
}
