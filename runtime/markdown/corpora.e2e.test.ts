import type { Browser, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../testing/launchBrowser'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { renderMarkdown } from './renderMarkdown'
import { sanitizeHtml } from './sanitizeHtml'
import { loadCorpora, type Vector } from './testing/corpora'
import { findScriptVectors } from './testing/findScriptVectors'
import { inspectDom, MARKER_PATH, REPORT_FUNCTION, TRAP_SCRIPT, vectorPage, type Finding, type PageCase } from './testing/vectorPage'

const corpora = loadCorpora()

/** Our own vectors: if any of them runs, it calls a trap or requests the marker URL, so detection is certain. */
const PROBES = [
  `<img src=x onerror="fetch('${MARKER_PATH}?img')">`,
  `<script>new Image().src = '${MARKER_PATH}?script'; alert('script')</script>`,
  `<svg><script>alert('svg script')</script></svg><svg onload="fetch('${MARKER_PATH}?svg')"></svg>`,
  `<details open ontoggle="fetch('${MARKER_PATH}?toggle')"><summary>s</summary></details>`,
  `<iframe srcdoc="<script>parent.fetch('${MARKER_PATH}?srcdoc')</script>"></iframe>`,
  `<object data="data:text/html,<script>parent.alert('object')</script>"></object>`,
  `<meta http-equiv="refresh" content="0;url=${MARKER_PATH}?refresh">`,
  `<div style="background:url(javascript:fetch('${MARKER_PATH}?css'))">css</div>`,
  `<noscript><p title="</noscript><img src=x onerror=fetch('${MARKER_PATH}?noscript')>"></noscript>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=fetch('${MARKER_PATH}?mxss')>`,
  `<a href="jav&#x09;ascript:alert('link')" id="probe">link</a><input autofocus onfocus="alert('focus')">`,
  `[md](javascript:alert('md')) ![md](x" onerror="alert('md-img')) <img src=x onerror=alert('md-raw')>`,
].map((payload, index): Vector => ({ corpus: 'probe', index, name: 'marker probe', payload }))

const REFRESH_PROBE = PROBES.find((probe) => probe.payload.includes('http-equiv')) as Vector

const BATCH_SIZE = 200

interface BatchResult {
  findings: Finding[]
  requests: Array<{ url: string; type: string }>
  navigations: string[]
  frames: number
  containers: string[]
}

function casesOf(vectors: readonly Vector[], sanitise: boolean): PageCase[] {
  return vectors.flatMap((vector) => [
    { label: `${vector.corpus} #${vector.index} sanitizeHtml: ${vector.name}`, html: sanitise ? sanitizeHtml(vector.payload) : vector.payload },
    { label: `${vector.corpus} #${vector.index} renderMarkdown: ${vector.name}`, html: sanitise ? renderMarkdown(vector.payload) : vector.payload },
  ]).map((item, n) => ({ ...item, id: `c-${n}` }))
}

async function loadBatch(browser: Browser, server: TestServer, path: string, html: string): Promise<BatchResult> {
  server.handle((request, response) => {
    if (request.url !== path) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  const page = await browser.newPage()
  const result: BatchResult = { findings: [], requests: [], navigations: [], frames: 0, containers: [] }
  const pageUrl = `${server.url}${path}`
  await page.exposeFunction(REPORT_FUNCTION, (finding: Finding) => result.findings.push(finding))
  await page.addInitScript(TRAP_SCRIPT)
  page.on('dialog', (dialog) => {
    result.findings.push({ kind: 'dialog', detail: dialog.message(), container: null })
    void dialog.dismiss()
  })
  page.on('pageerror', (error) => result.findings.push({ kind: 'page error', detail: error.message, container: null }))
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || frame.url() !== pageUrl) result.navigations.push(frame.url())
  })
  // Every request is recorded; only the page itself reaches the server, everything else is aborted.
  await page.route('**/*', async (route) => {
    const request: Request = route.request()
    if (request.url() === pageUrl && request.isNavigationRequest() && request.frame() === page.mainFrame()) return route.continue()
    result.requests.push({ url: request.url(), type: request.resourceType() })
    return route.abort()
  })
  await page.goto(pageUrl, { waitUntil: 'load' })
  // Give error events of aborted images, autofocus, toggles and timers their chance to fire.
  await page.waitForTimeout(500)
  result.findings.push(...(await page.evaluate(inspectDom)))
  result.frames = page.frames().length
  result.containers = await page.evaluate(() => Array.from(document.body.children, (child) => child.id))
  await page.close()
  return result
}

function describeFinding(finding: Finding, cases: readonly PageCase[]): string {
  const item = cases.find((candidate) => candidate.id === finding.container)
  return `${finding.kind}: ${finding.detail} [${item ? `${item.id} ${item.label}` : 'container unknown'}]`
}

describe('public XSS corpora in chromium', () => {
  let browser: Browser
  let server: TestServer
  const cases = casesOf([...corpora, ...PROBES], true)
  const results: BatchResult[] = []
  let control: BatchResult
  let navigationControl: BatchResult

  beforeAll(async () => {
    browser = await launchBrowser()
    server = await startTestServer()
    for (let start = 0, n = 0; start < cases.length; start += BATCH_SIZE, n++) {
      results.push(await loadBatch(browser, server, `/batch-${n}.html`, vectorPage(cases.slice(start, start + BATCH_SIZE))))
    }
    // The harness must be able to fail: the probes, unsanitised, have to be caught.
    // The refresh probe gets a page of its own: it navigates away, and the DOM checks need the page to stay.
    control = await loadBatch(browser, server, '/control.html', vectorPage(casesOf(PROBES.filter((probe) => probe !== REFRESH_PROBE), false)))
    navigationControl = await loadBatch(browser, server, '/control-navigation.html', vectorPage(casesOf([REFRESH_PROBE], false)))
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('detects the unsanitised probes: traps, marker requests and dangerous DOM (control)', () => {
    const kinds = new Set(control.findings.map((finding) => finding.kind))
    expect(kinds).toContain('alert')
    expect(kinds).toContain('event handler')
    expect(kinds).toContain('forbidden element')
    expect(kinds).toContain('script URL')
    expect(control.requests.some((request) => request.url.includes(MARKER_PATH))).toBe(true)
    expect(control.findings.some((finding) => finding.container !== null && finding.kind === 'alert')).toBe(true)
    expect(navigationControl.navigations.length).toBeGreaterThan(0)
  })

  it('runs no script: no trap call, dialog or page error, and no dangerous node or URL in the live DOM', () => {
    const findings = results.flatMap((result) => result.findings).map((finding) => describeFinding(finding, cases))
    expect(findings).toEqual([])
  })

  it('requests no marker URL and nothing but images', () => {
    const requests = results.flatMap((result) => result.requests)
    expect(requests.filter((request) => request.url.includes(MARKER_PATH) || request.type !== 'image')).toEqual([])
  })

  it('never navigates and creates no frame', () => {
    expect(results.flatMap((result) => result.navigations)).toEqual([])
    expect(results.map((result) => result.frames)).toEqual(results.map(() => 1))
  })

  it('keeps each vector in its own container', () => {
    expect(results.flatMap((result) => result.containers)).toEqual(cases.map((item) => item.id))
  })

  it('leaves no on* attribute, <script> or script URL in any output string', () => {
    const problems = cases.flatMap((item) => findScriptVectors(item.html).map((problem) => `${item.label}: ${problem}`))
    expect(problems).toEqual([])
  })
})
