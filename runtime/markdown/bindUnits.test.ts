import { describe, expect, it } from 'vitest'
import { bindNumbersToUnits } from './bindUnits'
import { createMarkdownProcessor } from './createMarkdownProcessor'
import { renderMarkdown } from './index'

const NBSP = '\u00a0'

describe('bindNumbersToUnits', () => {
  it('joins a number and the unit symbol after it with a no-break space', () => {
    expect(bindNumbersToUnits('75 GB of NVMe storage')).toBe(`75${NBSP}GB of NVMe storage`)
    expect(bindNumbersToUnits('1.5 TB, 10 Gbps, 2.4 GHz, 120 ms, 1 Gbit/s')).toBe(`1.5${NBSP}TB, 10${NBSP}Gbps, 2.4${NBSP}GHz, 120${NBSP}ms, 1${NBSP}Gbit/s`)
  })

  it('leaves words after a number, units that start a longer word, and numbers without a space', () => {
    for (const text of ['25 sites', '3 days', '2 servers', '10 Bytes', '5 minutes', '100GB', 'version 2 is out', '4 hosts']) {
      expect(bindNumbersToUnits(text)).toBe(text)
    }
  })
})

describe('bindUnits in the markdown pipeline', () => {
  it('binds units in text, table cells and emphasis, and leaves code spans as written', () => {
    const render = (markdown: string): string => String(createMarkdownProcessor().processSync(markdown))
    expect(render('| | Plus |\n|---|---|\n| Storage | 75 GB |')).toContain(`<td>75${NBSP}GB</td>`)
    expect(render('Sites over **20 GB** take `2 GB` chunks <span title="3 GB">4 GB</span>')).toBe(
      `<p>Sites over <strong>20${NBSP}GB</strong> take <code>2 GB</code> chunks <span title="3 GB">4${NBSP}GB</span></p>`,
    )
  })

  it('is part of renderMarkdown, and the no-break space survives sanitising', () => {
    expect(renderMarkdown('Plus has 75 GB.')).toMatch(/75(\u00a0|&nbsp;|&#xA0;)GB/)
  })
})
