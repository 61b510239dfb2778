// Benchmark of renderMarkdown on a realistic 50 KB CMS article: npx tsx bench/markdown.ts [--runs 50] [--warmup 10]
// Not a test: figures depend on the machine. Target: median under 20 ms.
import { loadavg } from 'node:os'
import { renderMarkdown, sanitizeHtml } from '../runtime/markdown/index'
import { createRandom, type Random } from '../runtime/markdown/testing/createRandom'

const TARGET_BYTES = 50 * 1024

const WORDS = (
  'hosting domain server speed secure backup email website cloud storage bandwidth uptime support migration ' +
  'control panel certificate renewal transfer nameserver record plan upgrade performance customer reliable ' +
  'managed database cache network registrar privacy redirect subdomain firewall traffic'
).split(' ')

function words(random: Random, count: number): string {
  return Array.from({ length: count }, () => random.pick(WORDS)).join(' ')
}

function sentence(random: Random): string {
  const parts: string[] = []
  for (let i = 8 + random.int(12); i > 0; i--) {
    const word = random.pick(WORDS)
    const roll = random.next()
    if (roll < 0.05) parts.push(`**${word}**`)
    else if (roll < 0.09) parts.push(`*${word}*`)
    else if (roll < 0.12) parts.push(`\`${word}\``)
    else if (roll < 0.16) parts.push(`[${word}](https://example.com/${word})`)
    else if (roll < 0.18) parts.push(`[${word}](/docs/${word})`)
    else parts.push(word)
  }
  const text = parts.join(' ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

function paragraph(random: Random): string {
  return Array.from({ length: 3 + random.int(4) }, () => sentence(random)).join(' ')
}

const BLOCKS: Array<(random: Random, n: number) => string[]> = [
  (random) => [`- ${sentence(random)}`, `- ${sentence(random)}`, `  - ${sentence(random)}`, `  - ${sentence(random)}`, `- ${sentence(random)}`],
  (random) => [
    '| Plan | Storage | Bandwidth | Price |',
    '| :--- | :---: | :---: | ---: |',
    ...Array.from({ length: 6 }, (_, i) => `| ${words(random, 2)} | ${10 * (i + 1)} GB | ${100 * (i + 1)} GB | $${i + 3}.99 |`),
  ],
  (random) => ['```ts', `const plan = await fetchPlan('${random.pick(WORDS)}')`, 'if (plan.price < 10) {', '  console.log(plan.name)', '}', '```'],
  (random, n) => [`![${words(random, 2)} diagram](https://assets.example.com/img/${n}.png "${words(random, 3)}")`, '', `> ${sentence(random)}`, `> ${sentence(random)}`],
  (random) => [`1. ${sentence(random)}`, `2. ${sentence(random)}`, `3. ${sentence(random)}`],
  (random) => [
    '<p>Need help? <a href="#chat" data-emit="toggleChat">Chat with us</a> or <span data-colour="primary">call</span> <u data-underline>today</u>.</p>',
    '',
    `<div class="note" style="border-left: 4px solid #0a7">${sentence(random)} <a href="https://partner.example.com" target="_blank">Partner</a></div>`,
  ],
]

/** A deterministic article of about `targetBytes`: headings, paragraphs, lists, tables, code, images, inline HTML. */
function generateArticle(targetBytes = TARGET_BYTES, seed = 4): string {
  const random = createRandom(seed)
  const lines = ['# Choosing the right hosting plan', '', paragraph(random), '']
  let bytes = 0
  for (let n = 1; bytes < targetBytes; n++) {
    const block = [`## ${n}. ${words(random, 3)}`, '', paragraph(random), '', ...(BLOCKS[n % BLOCKS.length] as (typeof BLOCKS)[number])(random, n), '', `### ${words(random, 2)}`, '', paragraph(random), '']
    lines.push(...block)
    bytes += block.join('\n').length + 1
  }
  return lines.join('\n')
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  return Number.isFinite(value) && value > 0 ? value : fallback
}

function stats(samples: number[]): { median: number; p95: number; min: number } {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number
  const round = (ms: number): number => Math.round(ms * 100) / 100
  return { median: round(at(0.5)), p95: round(at(0.95)), min: round(sorted[0] as number) }
}

interface Samples {
  wall: number[]
  // CPU time of this process: on a shared machine wall time also counts the time spent waiting for a core.
  cpu: number[]
}

function measure(runs: number, warmup: number, work: () => unknown): Samples {
  for (let i = 0; i < warmup; i++) work()
  const samples: Samples = { wall: [], cpu: [] }
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage()
    const started = performance.now()
    work()
    samples.wall.push(performance.now() - started)
    const used = process.cpuUsage(cpu)
    samples.cpu.push((used.user + used.system) / 1000)
  }
  return samples
}

const runs = option('runs', 50)
const warmup = option('warmup', 10)
const article = generateArticle()
const html = renderMarkdown(article)
const renderSamples = measure(runs, warmup, () => renderMarkdown(article))
const render = stats(renderSamples.wall)
const renderCpu = stats(renderSamples.cpu)
const sanitise = stats(measure(runs, warmup, () => sanitizeHtml(html)).wall)
const load = loadavg()[0]?.toFixed(1)

console.log(
  JSON.stringify({ name: 'renderMarkdown', inputBytes: article.length, outputBytes: html.length, runs, warmup, ...render, cpu: renderCpu, sanitizeHtmlOfOutput: sanitise, loadAverage: Number(load), unit: 'ms' }),
)
console.log(
  `renderMarkdown on a ${(article.length / 1024).toFixed(1)} KB article, ${runs} runs after ${warmup} warm-up: ` +
    `median ${render.median} ms, p95 ${render.p95} ms, min ${render.min} ms (target: median < 20 ms); ` +
    `CPU time median ${renderCpu.median} ms, p95 ${renderCpu.p95} ms; ` +
    `sanitizeHtml of its ${(html.length / 1024).toFixed(1)} KB output alone: median ${sanitise.median} ms; load average ${load}`,
)
