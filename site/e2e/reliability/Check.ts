/** One line of the reliability table: what was tried, how many cases, how many held. */
export interface CheckResult {
  suite: string
  /** What was tried. */
  check: string
  cases: number
  held: number
  /** Up to ten cases that did not hold, each saying what came back. */
  failures: string[]
  /** Why nothing could be tried (a part of the site that does not exist yet); a skipped check is not a pass. */
  skipped?: string
  /** A measured figure worth reading beside the count (latency, recovery time). */
  note?: string
}

/** Collects the cases of one check. */
export class Check {
  readonly result: CheckResult

  constructor(suite: string, check: string) {
    this.result = { suite, check, cases: 0, held: 0, failures: [] }
  }

  /** Counts one case; `failure` says what happened when it did not hold. */
  hold(held: boolean, failure: string | (() => string)): boolean {
    this.result.cases += 1
    if (held) this.result.held += 1
    else if (this.result.failures.length < 10) this.result.failures.push(typeof failure === 'function' ? failure() : failure)
    return held
  }

  skip(reason: string): this {
    this.result.skipped = reason
    return this
  }

  note(text: string): this {
    this.result.note = this.result.note ? `${this.result.note}; ${text}` : text
    return this
  }
}

/** Whether every check held (a skipped one holds nothing, and fails nothing). */
export function allHeld(results: readonly CheckResult[]): boolean {
  return results.every((r) => r.held === r.cases && (r.cases > 0 || r.skipped !== undefined))
}
