import type { Random } from './createRandom'
import { generateHtml } from './generateHtml'

const URLS = [
  'https://example.com', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'java%0ascript:alert(1)', 'vbscript:x',
  'file:///etc/passwd', 'data:text/html,<script>alert(1)</script>', 'data:image/png;base64,AAAA', 'pricing',
  '/docs', '#top', '<javascript:alert(1)>', 'mailto:a@b.c', '&#106;avascript:alert(1)', 'ssh://host',
]

const PIECES: Array<(random: Random) => string> = [
  () => '# Heading\n\n',
  () => '## Sub *heading*\n\n',
  () => 'Some **bold** and _em_ and `code` text.\n\n',
  (random) => `[link](${random.pick(URLS)}) `,
  (random) => `![image](${random.pick(URLS)} "title") `,
  (random) => `[ref]\n\n[ref]: ${random.pick(URLS)}\n\n`,
  (random) => `<${random.pick(URLS)}> `,
  () => '> quote\n> > nested\n\n',
  () => '- item\n  - nested\n    1. ordered\n\n',
  () => '| a | b |\n|---|:-:|\n| 1 | <b>2</b> |\n\n',
  () => '```html\n<script>alert(1)</script>\n```\n\n',
  () => 'Footnote[^n].\n\n[^n]: The note.\n\n',
  () => '~~gone~~ www.example.com\n\n',
  () => '- [ ] task\n- [x] done\n\n',
  (random) => `${generateHtml(random, 8)}\n\n`,
  (random) => `${generateHtml(random, 8)} inline *md* `,
  () => '<div>\n\n*markdown inside html*\n\n</div>\n\n',
  () => '\n',
]

/** Test helper: a random markdown document mixing markdown syntax, dangerous URLs and raw HTML. */
export function generateMarkdown(random: Random, size = 12): string {
  let out = ''
  for (let i = 0; i < size; i++) out += random.pick(PIECES)(random)
  return out
}
