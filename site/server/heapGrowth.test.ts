import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { limitHeapGrowth } from './heapGrowth'

describe('limitHeapGrowth', () => {
  it('leaves a growth the node was started with, on the command line or in NODE_OPTIONS', () => {
    expect(limitHeapGrowth(['--heap-growing-percent=20'], '')).toBe(false)
    expect(limitHeapGrowth(['--heap_growing_percent', '20'], '')).toBe(false)
    expect(limitHeapGrowth([], '--max-old-space-size=512 --heap-growing-percent=20')).toBe(false)
  })

  it('sets the growth in a node started without one, and node accepts the flag', () => {
    // in a child, so this test process keeps its own heap settings
    const script = `import('${new URL('./heapGrowth.ts', import.meta.url).href}').then((m) => console.log(m.limitHeapGrowth([], '')))`
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(child.stdout.trim()).toBe('true')
    // V8 writes "unrecognized flag" for a flag it does not know, and goes on
    expect(child.stderr).toBe('')
  })
})
