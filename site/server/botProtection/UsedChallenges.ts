/** A claim's outcome: spent now, spent before, no room left, or the shared store could not be asked. */
export type ChallengeClaim = 'claimed' | 'used' | 'full' | 'unavailable'

/**
 * Where spent challenges are remembered: this process's memory (UsedChallenges), or a store every instance of the
 * site shares (createStrapiSpentChallenges). A claim of an id already claimed and unexpired is `used`.
 */
export interface SpentChallenges {
  claim(id: string, expiresAt: number): ChallengeClaim | Promise<ChallengeClaim>
}

/** Options of UsedChallenges. */
export interface UsedChallengesOptions {
  /** How many unexpired challenges are remembered at most; beyond it new ones are refused, never forgotten early. */
  maxSize?: number
  /** The clock, in ms (tests pass their own). */
  now?: () => number
}

/**
 * The challenges already spent (an ALTCHA payload is single use), each remembered until it expires, in
 * memory and bounded. When full of unexpired challenges it refuses new ones rather than forget one early, which
 * would let that one be replayed: registration pauses until challenges expire, and nothing is replayable.
 */
export class UsedChallenges implements SpentChallenges {
  private readonly expiries = new Map<string, number>()
  private readonly maxSize: number
  private readonly now: () => number

  constructor({ maxSize = 50_000, now = Date.now }: UsedChallengesOptions = {}) {
    this.maxSize = maxSize
    this.now = now
  }

  /** How many challenges are remembered now. */
  get size(): number {
    return this.expiries.size
  }

  /**
   * Marks a challenge as spent until `expiresAt` (ms). `used` when it was spent already, `full` when there is no
   * room; synchronous, so two requests with one payload can never both claim it.
   */
  claim(id: string, expiresAt: number): 'claimed' | 'used' | 'full' {
    const now = this.now()
    const known = this.expiries.get(id)
    if (known !== undefined && known > now) return 'used'
    if (this.expiries.size >= this.maxSize) this.prune(now)
    if (this.expiries.size >= this.maxSize) return 'full'
    this.expiries.set(id, expiresAt)
    return 'claimed'
  }

  private prune(now: number): void {
    for (const [id, expiresAt] of this.expiries) if (expiresAt <= now) this.expiries.delete(id)
  }
}
