/** One output to load into the page: its own container, so a failure names its vector. */
export interface PageCase {
  /** Container id, `c-<n>`. */
  id: string
  /** Which vector and which function produced it, for messages. */
  label: string
  /** The sanitised HTML. */
  html: string
}

/** Something the browser saw that means script ran, or could run. */
export interface Finding {
  kind: string
  detail: string
  /** The container it is attributed to, when it can be. */
  container: string | null
}

/** The path of the marker URL that the probes, if they run, request. */
export const MARKER_PATH = '/__xss-marker__'

/** The name of the function, exposed by the test (page.exposeFunction), that the traps report to. */
export const REPORT_FUNCTION = '__reportFinding'

/**
 * Runs before any other script of the page (page.addInitScript): replaces alert, prompt, confirm and print by
 * traps that report the call and the container it came from (through the current event's target or the current
 * script), and reports uncaught script errors, which only a script that ran can throw. Reports go straight to
 * the test, so they survive a navigation.
 */
export const TRAP_SCRIPT = `(() => {
  const containerOf = () => {
    const from = (window.event && window.event.target && window.event.target.closest ? window.event.target : null) || document.currentScript
    const container = from && from.closest ? from.closest('[data-case]') : null
    return container ? container.id : null
  }
  const record = (kind, detail) => window.${REPORT_FUNCTION}({ kind, detail: String(detail).slice(0, 200), container: containerOf() })
  for (const name of ['alert', 'prompt', 'confirm', 'print']) {
    window[name] = function (message) { record(name, message) }
  }
  // Script errors only: failed image loads fire plain error events too.
  window.addEventListener('error', (event) => { if (event instanceof ErrorEvent) record('error', event.message) }, true)
})()`

/** A page with one container per case, as a direct child of body, each one's HTML exactly as produced. */
export function vectorPage(cases: readonly PageCase[]): string {
  const containers = cases.map((item) => `<div id="${item.id}" data-case>${item.html}</div>`).join('\n')
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>XSS corpora</title></head><body>\n${containers}\n</body></html>`
}

/**
 * Evaluated in the page once it settled: what the live DOM holds that could run script, per container. The
 * browser, not our parser, built this DOM, so mutation XSS shows here: event handler attributes, dangerous or
 * foreign (SVG, MathML) elements, URL attributes whose resolved scheme is not allowed.
 */
export function inspectDom(): Finding[] {
  const findings: Finding[] = []
  const forbidden = new Set(['SCRIPT', 'IFRAME', 'FRAME', 'FRAMESET', 'OBJECT', 'EMBED', 'APPLET', 'BASE', 'META', 'LINK', 'STYLE', 'FORM', 'INPUT', 'BUTTON', 'TEXTAREA', 'SELECT', 'TEMPLATE', 'NOSCRIPT', 'PORTAL'])
  const urlAttributes = new Set(['href', 'src', 'cite', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'data', 'srcset', 'ping', 'codebase'])
  const schemes = new Set(['http:', 'https:', 'mailto:', 'tel:', 'ftp:'])
  for (const element of Array.from(document.querySelectorAll('[data-case] *'))) {
    const container = element.closest('[data-case]')?.id ?? null
    const name = element.tagName
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') findings.push({ kind: 'foreign element', detail: name, container })
    if (forbidden.has(name.toUpperCase())) findings.push({ kind: 'forbidden element', detail: name, container })
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) findings.push({ kind: 'event handler', detail: `${name} ${attribute.name}`, container })
      if (!urlAttributes.has(attribute.name.toLowerCase())) continue
      let scheme = 'invalid'
      try {
        scheme = new URL(attribute.value, document.baseURI).protocol
      } catch {
        // an unparsable URL loads nothing
        continue
      }
      const dataImage = scheme === 'data:' && /^\s*data:image\/(?:gif|png|jpeg|webp)[;,]/i.test(attribute.value)
      if (!schemes.has(scheme) && !dataImage) findings.push({ kind: 'script URL', detail: `${name} ${attribute.name}=${attribute.value.slice(0, 80)}`, container })
    }
  }
  return findings
}
