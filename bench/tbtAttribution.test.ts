import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js'
import { describe, expect, it } from 'vitest'
import { kindOfTask, noBlocking, onCpuShare, WORK_KINDS } from './tbtAttribution'

describe('kindOfTask', () => {
  it('books a task to the kind of its outermost known events with the most time', () => {
    const task = [
      { name: 'ParseHTML', ts: 0, dur: 30 },
      { name: 'EvaluateScript', ts: 5, dur: 25 }, // inside the parse: not counted on its own
      { name: 'Layout', ts: 40, dur: 20 },
      { name: 'Paint', ts: 60, dur: 5 },
    ]
    expect(kindOfTask(task)).toBe('parseHtml')
    expect(kindOfTask([...task, { name: 'UpdateLayoutTree', ts: 70, dur: 10 }])).toBe('styleLayoutPaint')
  })

  it('counts module evaluation, microtasks and events as script, and a navigation commit as navigation', () => {
    expect(
      kindOfTask([
        { name: 'v8.evaluateModule', ts: 0, dur: 40 },
        { name: 'RunMicrotasks', ts: 40, dur: 20 },
        { name: 'Layout', ts: 60, dur: 30 },
      ]),
    ).toBe('script')
    expect(
      kindOfTask([
        { name: 'DocumentLoader::CommitNavigation', ts: 0, dur: 50 },
        { name: 'ParseHTML', ts: 10, dur: 20 },
      ]),
    ).toBe('navigation')
  })

  it("books a module's compile to script, and the end of the document's body to parsing (chromium 156's traces)", () => {
    expect(kindOfTask([{ name: 'v8.compileModule', ts: 0, dur: 8 }])).toBe('script')
    expect(kindOfTask([{ name: 'DocumentLoader::BodyLoadingFinished', ts: 0, dur: 12 }, { name: 'DocumentLoader::FinishedLoading', ts: 12, dur: 1 }])).toBe('parseHtml')
  })

  it('calls a task with no known event other, whatever order its events come in', () => {
    expect(kindOfTask([])).toBe('other')
    expect(kindOfTask([{ name: 'Receive mojo message', ts: 0, dur: 80 }])).toBe('other')
    expect(
      kindOfTask([
        { name: 'Layout', ts: 50, dur: 10 },
        { name: 'ParseHTML', ts: 0, dur: 30 },
      ]),
    ).toBe('parseHtml')
  })

  it('starts every kind at zero', () => {
    expect(Object.keys(noBlocking())).toEqual([...WORK_KINDS])
    expect(Object.values(noBlocking()).every((ms) => ms === 0)).toBe(true)
  })
})

describe("Lighthouse's simulation, as tbtAttribution watches it", () => {
  // a Lighthouse upgrade that renames these would silently drop the attribution from the bench: fail here instead
  it('has the TBT estimate to wrap and the per-task blocking rule to apply', () => {
    expect(typeof (Lantern.Metrics.TotalBlockingTime as unknown as { getEstimateFromSimulation: unknown }).getEstimateFromSimulation).toBe(
      'function',
    )
    const impact = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent
    // a 120 ms task inside the window blocks for 70 ms; one that starts 40 ms before FCP counts its 80 ms after FCP, less 50
    expect(impact({ start: 1000, end: 1120, duration: 120 }, 500, 5000)).toBe(70)
    expect(impact({ start: 460, end: 580, duration: 120 }, 500, 5000)).toBe(30)
    expect(impact({ start: 0, end: 40, duration: 40 }, 0, 5000)).toBe(0)
  })
})

describe('onCpuShare', () => {
  it("is the tasks' thread time over their wall time, a task's thread time never counting past its wall time", () => {
    expect(onCpuShare([{ name: 'RunTask', ts: 0, dur: 80, tdur: 20 }, { name: 'RunTask', ts: 100, dur: 20, tdur: 20 }])).toBe(0.4)
    expect(onCpuShare([{ name: 'RunTask', ts: 0, dur: 10, tdur: 12 }])).toBe(1)
  })

  it('leaves out tasks without a thread time, and is undefined when none has one', () => {
    expect(onCpuShare([{ name: 'RunTask', ts: 0, dur: 50, tdur: 25 }, { name: 'RunTask', ts: 60, dur: 500 }])).toBe(0.5)
    expect(onCpuShare([{ name: 'RunTask', ts: 0, dur: 50 }])).toBeUndefined()
    expect(onCpuShare([])).toBeUndefined()
  })
})
