import type { BrowserContext, Page } from 'playwright-core'

/** One layout shift no input caused, as CLS counts them. */
export interface RecordedShift {
  value: number
  /** Whether one of the moved nodes lies in the page's main element (the header's widgets are then not its cause). */
  inMain: boolean
}

/**
 * Before a page loads (an init script of the page or of every page of the context): records each layout shift no
 * input caused, from the first paint on.
 */
export async function recordLayoutShifts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const shifts: RecordedShift[] = []
    ;(window as unknown as { layoutShifts: RecordedShift[] }).layoutShifts = shifts
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        const main = document.querySelector('main')
        shifts.push({ value: entry.value, inMain: entry.sources.some((source) => source.node !== null && !!main?.contains(source.node)) })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded so far in the page (recordLayoutShifts). */
export function layoutShiftsOf(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: RecordedShift[] }).layoutShifts)
}

/** Their sum: CLS, or more than it where shifts fall in several of its windows. `inMain`: only shifts that moved the main element's content. */
export async function layoutShiftOf(page: Page, { inMain = false } = {}): Promise<number> {
  return (await layoutShiftsOf(page)).filter((shift) => !inMain || shift.inMain).reduce((sum, shift) => sum + shift.value, 0)
}
