// Where Lighthouse's Total Blocking Time comes from. Lighthouse simulates the load (Lantern): each
// main-thread task it observed becomes a CPU node whose simulated duration is the observed one times the CPU
// slowdown, and TBT sums, over the simulated tasks between FCP and TTI, the time past 50 ms. It does so twice
// (an optimistic and a pessimistic graph) and reports the mean. This module watches that computation and books
// each task's share of the blocking time to the kind of work the task did, so a page's TBT can be read as
// "so much navigation, so much layout, so much script".
import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js'

/** The kinds of main-thread work a task is booked to: the kind that took most of its time. */
export const WORK_KINDS = ['navigation', 'parseHtml', 'styleLayoutPaint', 'script', 'other'] as const
export type WorkKind = (typeof WORK_KINDS)[number]
export type TbtByWork = Record<WorkKind, number>

// trace events that say what a task did; the outermost one of these inside a task counts, its nested ones do not
const KIND_OF_EVENT: Record<string, WorkKind> = {
  'DocumentLoader::CommitNavigation': 'navigation',
  ParseHTML: 'parseHtml',
  // the end of the document's body: the parser's last chunk and its scripts (chromium 156 traces it so)
  'DocumentLoader::BodyLoadingFinished': 'parseHtml',
  UpdateLayoutTree: 'styleLayoutPaint',
  Layout: 'styleLayoutPaint',
  PrePaint: 'styleLayoutPaint',
  Paint: 'styleLayoutPaint',
  Layerize: 'styleLayoutPaint',
  Commit: 'styleLayoutPaint',
  'v8.evaluateModule': 'script',
  // a module compiled in a task of its own, before its evaluation
  'v8.compileModule': 'script',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  MajorGC: 'script',
  MinorGC: 'script',
}

interface TraceEvent {
  name: string
  ts: number
  dur?: number
  /** Thread time: how long of `dur` the thread was running on a CPU (Chromium records it for most events). */
  tdur?: number
}

/** The kind of work a task did: the kind of its outermost known events with the most time (microseconds). */
export function kindOfTask(childEvents: readonly TraceEvent[]): WorkKind {
  const time: Partial<Record<WorkKind, number>> = {}
  let coveredUntil = -Infinity
  for (const event of [...childEvents].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    const kind = KIND_OF_EVENT[event.name]
    if (!kind || event.ts < coveredUntil) continue
    time[kind] = (time[kind] ?? 0) + (event.dur ?? 0)
    coveredUntil = event.ts + (event.dur ?? 0)
  }
  const [top] = Object.entries(time).sort((a, b) => b[1] - a[1])
  return top ? (top[0] as WorkKind) : 'other'
}

/**
 * How much of the tasks' observed time the main thread spent running on a CPU: their thread time over their wall
 * time. Lantern multiplies wall time, so on a busy machine (other threads of the browser, the servers, Lighthouse
 * itself sharing the cores) time the main thread spent waiting counts as the page's work. Undefined without thread
 * times.
 */
export function onCpuShare(tasks: readonly TraceEvent[]): number | undefined {
  let wall = 0
  let thread = 0
  for (const task of tasks) {
    if (task.dur === undefined || task.tdur === undefined) continue
    wall += task.dur
    thread += Math.min(task.tdur, task.dur)
  }
  return wall > 0 ? thread / wall : undefined
}

/** Zero of each kind. */
export function noBlocking(): TbtByWork {
  return Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as TbtByWork
}

type Estimate = (
  simulation: { nodeTimings: Map<unknown, { startTime: number; endTime: number; duration: number }> },
  extras: LanternExtras,
) => { timeInMs: number }
interface LanternExtras {
  optimistic: boolean
  fcpResult?: { optimisticEstimate: { timeInMs: number }; pessimisticEstimate: { timeInMs: number } }
  interactiveResult?: { optimisticEstimate: { timeInMs: number }; pessimisticEstimate: { timeInMs: number } }
}
interface CpuNode {
  type: string
  /** The task's own trace event. */
  event: TraceEvent
  childEvents: TraceEvent[]
}

/** A run's TBT by kind of work, and how much of its blocking tasks' observed time the main thread was on a CPU. */
export interface TbtAttribution {
  byWork: TbtByWork
  onCpuShare: number | undefined
}

let estimates: { optimistic: boolean; byWork: TbtByWork; blocking: CpuNode[] }[] = []
let installed = false

function install(): void {
  if (installed) return
  installed = true
  const metric = Lantern.Metrics.TotalBlockingTime as unknown as { getEstimateFromSimulation: Estimate }
  const original = metric.getEstimateFromSimulation
  metric.getEstimateFromSimulation = function (simulation, extras) {
    const result = original.call(this, simulation, extras)
    // the same window as Lighthouse's own estimate (TotalBlockingTime.getEstimateFromSimulation)
    const fcp = extras.optimistic ? extras.fcpResult?.pessimisticEstimate.timeInMs : extras.fcpResult?.optimisticEstimate.timeInMs
    const tti = extras.optimistic
      ? extras.interactiveResult?.optimisticEstimate.timeInMs
      : extras.interactiveResult?.pessimisticEstimate.timeInMs
    if (fcp === undefined || tti === undefined) return result
    const byWork = noBlocking()
    const blocking: CpuNode[] = []
    for (const [node, timing] of simulation.nodeTimings) {
      const cpu = node as CpuNode
      if (cpu.type !== 'cpu') continue
      const event = { start: timing.startTime, end: timing.endTime, duration: timing.duration }
      const impact = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(event, fcp, tti)
      byWork[kindOfTask(cpu.childEvents)] += impact
      if (impact > 0) blocking.push(cpu)
    }
    estimates.push({ optimistic: extras.optimistic, byWork, blocking })
    return result
  }
}

/**
 * Starts watching Lighthouse's TBT computation; `take()` after the run gives its TBT by kind of work (the mean of
 * the optimistic and pessimistic estimates, as Lighthouse reports TBT) and the on-CPU share of the tasks that block
 * in either. Undefined when Lighthouse computed no simulated TBT (another throttling method, or a failed run). One
 * run at a time.
 */
export function watchTbt(): { take(): TbtAttribution | undefined } {
  install()
  estimates = []
  return {
    take() {
      // the last estimate of each kind is the final computation (Lighthouse may compute the metric more than once)
      const optimistic = estimates.findLast((e) => e.optimistic)
      const pessimistic = estimates.findLast((e) => !e.optimistic)
      estimates = []
      if (!optimistic || !pessimistic) return undefined
      const byWork = Object.fromEntries(
        WORK_KINDS.map((kind) => [kind, Math.round((optimistic.byWork[kind] + pessimistic.byWork[kind]) / 2)]),
      ) as TbtByWork
      const blocking = new Set([...optimistic.blocking, ...pessimistic.blocking])
      return { byWork, onCpuShare: onCpuShare([...blocking].map((node) => node.event)) }
    },
  }
}
