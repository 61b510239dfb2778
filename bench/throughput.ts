import autocannon from 'autocannon'
import { cpuMs } from './memory'

/** One autocannon run's figures. */
export interface LoadResult {
  url: string
  connections: number
  durationS: number
  requests: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  errors: number
  non2xx: number
  /**
   * The server's own CPU time per request, in ms: unlike req/s, it hardly depends on what else the shared machine
   * runs. 1000 / cpuMsPerRequest is what one core could serve.
   */
  cpuMsPerRequest: number
}

/** Headers a browser sends that change the response: the bench asks as a browser would. */
export const BROWSER_HEADERS = { 'Accept-Encoding': 'br, gzip', Accept: 'text/html' }

/** Hits one URL with `connections` keep-alive connections for `durationS` seconds; `pid` is the server's. */
export async function load(url: string, pid: number, connections = 10, durationS = 20, headers: Record<string, string> = BROWSER_HEADERS): Promise<LoadResult> {
  const cpuBefore = cpuMs(pid)
  const result = await autocannon({ url, connections, duration: durationS, headers })
  const cpu = cpuMs(pid) - cpuBefore
  return {
    url,
    connections,
    durationS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMsPerRequest: Math.round((cpu / Math.max(1, result.requests.total)) * 100) / 100,
  }
}

/** Sends `amount` requests spread over some URLs, stopping early at `boundS` seconds, for the memory figure. */
export function hammer(base: string, paths: readonly string[], amount: number, boundS: number, connections = 10): Promise<{ requests: number; durationS: number; errors: number; non2xx: number }> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: base, connections, amount, requests: paths.map((path) => ({ method: 'GET', path, headers: BROWSER_HEADERS })) }, (error, result) => {
      clearTimeout(bound)
      if (error) return reject(error)
      resolve({ requests: result.requests.total, durationS: Math.round(result.duration * 10) / 10, errors: result.errors + result.timeouts, non2xx: result.non2xx })
    })
    const bound = setTimeout(() => instance.stop(), boundS * 1000)
  })
}
