/**
 * A section's code could not be fetched: the network dropped its chunk, or a deploy removed it. Not a bug in the
 * section, and nothing content can fix: the browser keeps a failed module for the page's life, so only a reload of
 * the page can bring it (SectionUnavailable offers one).
 */
export class SectionLoadError extends Error {
  override readonly name = 'SectionLoadError'
  /** The section's uid, e.g. `sections.domain-search`. */
  readonly uid: string

  constructor(uid: string, cause: unknown) {
    super(`the code of ${uid} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.uid = uid
  }
}

