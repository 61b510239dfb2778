import type { JsAudit } from './jsAudit'
import type { LighthouseResult } from './lighthouse'
import type { LoadResult } from './throughput'
import type { Machine } from './machine'

/** Everything one `npm run bench` measured, as written to bench/results/<date>.json. */
export interface BenchResult {
  machine: Machine
  commit: string
  /** Pages measured, by name; a page the site does not have yet is listed in `skipped`. */
  pages: Record<string, string>
  skipped: { page: string; reason: string }[]
  /** Per page, the sections the site left out (invalid content, logged by the registry): figures are for the rest. */
  sectionsLeftOut: Record<string, string[]>
  lighthouse: Record<string, LighthouseResult>
  /** The control page measured the same way (bench/controlPage.ts); absent from results kept before it was. */
  control?: LighthouseResult | undefined
  js: Record<string, JsAudit>
  throughput: {
    /** autocannon's own requests (no Accept-Encoding), as the throughput budget names it. */
    ssr: LoadResult
    staticCopy: LoadResult
    /** SSR requests per second over those of the same HTML served as a file by the same server. */
    ratio: number
    /** The same two with `Accept-Encoding: br, gzip`, as a browser asks: each response compressed. */
    ssrCompressed?: LoadResult
    staticCopyCompressed?: LoadResult
    /** `/` from a server without the render cache (RENDER_CACHE=off): every request rendered; absent from older results. */
    ssrUncached?: LoadResult
  }
  memory: {
    requests: number
    durationS: number
    errors: number
    non2xx: number
    rssBeforeMb: number
    rssAfterMb: number
    /** After 10 s idle once the run ended. */
    rssSteadyMb: number
  }
}
