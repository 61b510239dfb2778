import type { LighthouseResult } from './lighthouse'

/**
 * The bench's control: a page with nothing in it but a heading and a paragraph, valid and accessible, no script, no
 * style, no image. Served by the same server (so with the same headers and policy) and measured as the pages are, it
 * tells what the machine and the browser cost any page: Lighthouse multiplies the wall time of the main thread's
 * tasks, and on some machines chromium's own work (the navigation commit, the tool's trace) is slow enough to block.
 * A page's figures read against the control's tell what is the page's.
 */
export const CONTROL_PAGE = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bench control page</title>
<meta name="description" content="A page with one heading and one paragraph, measured beside the site's pages.">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<h1>Bench control page</h1>
<p>One heading and one paragraph: what any page costs on this machine, in this browser.</p>
</main>
</body>
</html>
`

/** The control page's path under the static copy's folder of dist/client (bench/run.ts). */
export const CONTROL_FILE = 'control.html'

/** The sentence the report gives the control: its median performance and TBT, and how much of that was the commit. */
export function controlSentence(control: LighthouseResult | undefined): string[] {
  if (!control) return []
  const runs = control.performanceRuns?.length ? ` (runs ${control.performanceRuns.join(', ')})` : ''
  const commit = control.tbtByWork ? `, ${control.tbtByWork.navigation} ms of its median run's TBT the navigation commit` : ''
  return [
    '',
    `The control, a page of one heading and one paragraph from the same server (\`bench/controlPage.ts\`), measured the same way: performance ${control.scores.performance}${runs}, TBT ${Math.round(control.metrics.tbtMs)} ms${commit}. What it loses, any page loses on this machine and browser.`,
  ]
}
