import type { LinkEntry, LinkIssue } from './checkLinks'
import { isRecord } from '../../runtime/content/isRecord'

/**
 * The pack loads no script that cannot load: its third-party hosts are invented under the names reserved never to
 * resolve (RFC 2606 and 6761: .example, .test, .invalid, .localhost), and a script from one is an error in the console
 * of every visitor who consents to it. A section that can load a provider's script (`scriptUrl`) leaves it out here.
 */
const NEVER_RESOLVES = /(?:^|\.)(?:example|test|invalid|localhost)$/i

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname
  } catch {
    return undefined
  }
}

export function checkScripts(entries: readonly LinkEntry[]): LinkIssue[] {
  const issues: LinkIssue[] = []
  const visit = (file: string, value: unknown, pointer: string): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(file, item, `${pointer}/${i}`))
    if (!isRecord(value)) return
    for (const [key, child] of Object.entries(value)) {
      const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`
      const host = key === 'scriptUrl' && typeof child === 'string' ? hostOf(child) : undefined
      if (host && NEVER_RESOLVES.test(host)) issues.push({ file, pointer: at, message: `script ${child} cannot load: ${host} never resolves; leave scriptUrl out` })
      visit(file, child, at)
    }
  }
  for (const entry of entries) visit(entry.file, entry.data, '')
  return issues
}
