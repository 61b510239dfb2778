import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { drawn } from './drawn'

/** axe-core's browser build, as the checks evaluate it. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Options of axeViolations. */
export interface AxeOptions {
  /** Every selector must match: one that does not is reported as missing (default). Off, the absent are skipped. */
  allPresent?: boolean
}

/**
 * What axe finds wrong in the parts of a page the selectors name, one line per rule broken, once the page holds
 * still: every part drawn (deferred drawing, drawn.ts), the reduced-motion preference on, as a visitor can turn it on
 * (carousels stop advancing, the site's reveal animations are off), and every animation still running finished. Axe's
 * colour contrast reads what is painted: a carousel slide caught in its reveal, fading in from opacity 0, once read
 * as a contrast failure in a test run here. The checker is evaluated over the debugging protocol, so the page's CSP
 * does not apply to it. A check that found nothing to check (no part there, no rule passed) is a failure too.
 */
export async function axeViolations(page: Page, selectors: readonly string[], { allPresent = true }: AxeOptions = {}): Promise<string[]> {
  await drawn(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        // a frame for the carousels to take the preference, then whatever still animates is finished
        requestAnimationFrame(() => {
          for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish()
          resolve()
        }),
      ),
  )
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    async ({ selectors, allPresent }) => {
      type Result = { violations: { id: string; impact: string; help: string; nodes: { target: unknown[]; failureSummary: string }[] }[]; passes: unknown[] }
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe
      const present = selectors.filter((selector) => document.querySelector(selector))
      const missing = allPresent ? selectors.filter((selector) => !present.includes(selector)).map((selector) => `missing: ${selector}`) : []
      if (present.length === 0) return [...missing, 'nothing to check']
      const result = await axe.run({ include: present.map((selector) => [selector]) }, { resultTypes: ['violations'] })
      const found = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary}`).join('; ')}`)
      return [...missing, ...found, ...(result.passes.length === 0 ? ['nothing to check: no rule passed'] : [])]
    },
    { selectors: [...selectors], allPresent },
  )
}
