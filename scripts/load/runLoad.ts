import { Agent, request } from 'node:http'
import type { LoadTarget } from './loadMix'
import { percentile } from './percentile'
import { readCpuMs } from './readCpuMs'
import { readRss } from './readRss'

/** Options of runLoad. */
export interface LoadOptions {
  /** The site, e.g. `http://127.0.0.1:3000`: only 127.0.0.1 is accepted. */
  baseUrl: string
  /** Requests started per second, on schedule whatever the answers' speed (an open loop: no coordinated omission). */
  rate: number
  /** How long to send for, in ms; answers still in flight are awaited. */
  durationMs: number
  /** The paths, drawn in a fixed pseudo-random order (seed) so runs are comparable. */
  targets: readonly LoadTarget[]
  /** Seed of the draw. Default 10. */
  seed?: number
  /** The site's process id: its VmRSS is sampled every sampleEveryMs (and once at the start). */
  pid?: number | undefined
  /** How often RSS is sampled, in ms. Default 60 000. */
  sampleEveryMs?: number
  /** Most requests in flight; a request due while this many are open is counted as `shed`, not sent. Default 256. */
  maxInFlight?: number
  /** An answer slower than this is a failure, in ms. Default 10 000. */
  timeoutMs?: number
  /** Request headers: a browser's Accept-Encoding by default, so compression is part of the cost. */
  headers?: Readonly<Record<string, string>>
  /** Stops early (the fault suite's background load). */
  signal?: AbortSignal
}

/** One request that did not get the answer it expected. */
export interface LoadFailure {
  path: string
  expected: number
  /** The status, or why there was none (timeout, reset …). */
  got: number | string
  atMs: number
}

/** An RSS sample of the site process. */
export interface RssSample {
  atMs: number
  kb: number
}

/** What a load run measured. */
export interface LoadReport {
  rate: number
  durationMs: number
  sent: number
  answered: number
  /** Answers with the expected status (404s where a 404 was asked for count as correct). */
  correct: number
  failures: LoadFailure[]
  /** Requests not sent because maxInFlight were open: the server could not keep up. */
  shed: number
  /**
   * Requests sent again once because a kept-alive connection closed as they were sent on it (the server's idle
   * timeout racing the client's reuse: browsers retry these too). Only then; never after any answer.
   */
  retried: number
  latencyMs: { p50: number; p90: number; p99: number; max: number }
  statuses: Record<string, number>
  rss: RssSample[]
  /** CPU time the site process used per answered request (with pid): its cost, whatever else the machine runs. */
  cpuMsPerRequest?: number
}

const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/xhtml+xml' }

/** mulberry32: a tiny seeded PRNG, so every run draws the same sequence of paths. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Sends requests at a steady rate for a bounded time against a site on 127.0.0.1: every answer is
 * read to its end and checked against the status its path expects; latency is from the request's scheduled start
 * to its last byte; the site's RSS is read from /proc on a fixed interval. Never more than maxInFlight open.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const { baseUrl, rate, durationMs, targets, seed = 10, pid, sampleEveryMs = 60_000, maxInFlight = 256, timeoutMs = 10_000, headers = BROWSER_HEADERS, signal } = options
  const base = new URL(baseUrl)
  if (base.hostname !== '127.0.0.1') throw new Error(`runLoad: only 127.0.0.1 may be loaded, not ${base.hostname}`)
  if (!(rate > 0) || !(durationMs > 0) || targets.length === 0) throw new Error('runLoad: rate, durationMs and targets are required')

  const agent = new Agent({ keepAlive: true, maxSockets: maxInFlight })
  const random = seededRandom(seed)
  const latencies: number[] = []
  const failures: LoadFailure[] = []
  const statuses: Record<string, number> = {}
  const rss: RssSample[] = []
  let sent = 0
  let answered = 0
  let correct = 0
  let shed = 0
  let retried = 0
  let inFlight = 0
  const started = performance.now()
  const pending = new Set<Promise<void>>()

  const sample = () => {
    if (pid === undefined) return
    const kb = readRss(pid)
    if (kb !== undefined) rss.push({ atMs: Math.round(performance.now() - started), kb })
  }

  const fire = (target: LoadTarget, scheduledAt: number) => {
    sent += 1
    inFlight += 1
    const done = new Promise<void>((resolve) => {
      const finish = (got: number | string) => {
        inFlight -= 1
        answered += typeof got === 'number' ? 1 : 0
        statuses[String(got)] = (statuses[String(got)] ?? 0) + 1
        latencies.push(performance.now() - scheduledAt)
        if (got === target.expect) correct += 1
        else failures.push({ path: target.path, expected: target.expect, got, atMs: Math.round(scheduledAt - started) })
        resolve()
      }
      const send = (again: boolean) => {
        let answered = false
        const req = request({ host: base.hostname, port: base.port, path: target.path, agent, headers, timeout: timeoutMs }, (res) => {
          answered = true
          res.on('data', () => undefined)
          res.on('end', () => finish(res.statusCode ?? 0))
          res.on('error', (error) => finish(`body: ${error.message}`))
        })
        req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
        req.on('error', (error: NodeJS.ErrnoException) => {
          const raced = req.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.code === 'EPIPE')
          if (raced && !again) {
            retried += 1
            send(true)
          } else finish(error.message)
        })
        req.end()
      }
      send(false)
    })
    pending.add(done)
    void done.then(() => pending.delete(done))
  }

  sample()
  const cpuBefore = pid === undefined ? undefined : readCpuMs(pid)
  const sampler = setInterval(sample, sampleEveryMs)
  const interval = 1000 / rate
  let next = 0
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started
      const stop = signal?.aborted || elapsed >= durationMs
      // every request whose time has come, each stamped with the time it was due
      while (!stop && next * interval <= elapsed) {
        const scheduledAt = started + next * interval
        next += 1
        if (inFlight >= maxInFlight) shed += 1
        else fire(targets[Math.floor(random() * targets.length)]!, scheduledAt)
      }
      if (stop) return resolve()
      setTimeout(tick, Math.max(1, Math.min(20, started + next * interval - performance.now())))
    }
    tick()
  })
  await Promise.all(pending)
  clearInterval(sampler)
  // the last minute's sample, taken as the run ends (minute 5 of a 5-minute run)
  if (pid !== undefined && rss.length > 0 && (rss.at(-1)?.atMs ?? 0) < performance.now() - started - sampleEveryMs / 2) sample()
  agent.destroy()
  const cpuAfter = pid === undefined ? undefined : readCpuMs(pid)
  const cpuMsPerRequest = cpuBefore !== undefined && cpuAfter !== undefined && answered > 0 ? Math.round(((cpuAfter - cpuBefore) / answered) * 10) / 10 : undefined

  latencies.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    rate,
    durationMs: Math.round(performance.now() - started),
    sent,
    answered,
    correct,
    failures,
    shed,
    retried,
    latencyMs: { p50: round(percentile(latencies, 50)), p90: round(percentile(latencies, 90)), p99: round(percentile(latencies, 99)), max: round(latencies.at(-1) ?? 0) },
    statuses,
    rss,
    ...(cpuMsPerRequest === undefined ? {} : { cpuMsPerRequest }),
  }
}
