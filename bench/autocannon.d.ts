// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p99: number
  }
  interface Result {
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    throughput: Histogram & { total: number }
    errors: number
    timeouts: number
    non2xx: number
    duration: number
    '2xx': number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    amount?: number
    timeout?: number
    headers?: Record<string, string>
    requests?: { method?: string; path: string; headers?: Record<string, string> }[]
  }
  interface Instance {
    stop(): void
  }
  function autocannon(options: Options): Promise<Result>
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance
  export default autocannon
}
