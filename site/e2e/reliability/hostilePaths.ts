import { seededRandom } from '../../../scripts/load/runLoad'

/** The kinds of hostile path in the corpus. */
export type HostileFamily =
  | 'traversal'
  | 'encoded traversal'
  | 'encoded slash'
  | 'backslash'
  | 'null byte'
  | 'overlong UTF-8'
  | 'invalid UTF-8'
  | 'look-alike'
  | 'page number'
  | 'long path'
  | 'protocol-relative'
  | 'markup'

/** One request target of the corpus, as it goes on the wire (see rawRequest). */
export interface HostilePath {
  path: string
  family: HostileFamily
}

/** Options of hostilePaths. */
export interface HostilePathsOptions {
  /** How many paths. */
  count: number
  /** The name of the canary files planted beside dist/client and in the repo root. */
  canary: string
  /** Seed of the draw. Default 10. */
  seed?: number
}

/** UTF-8 bytes written as latin1 characters: rawRequest sends each as one byte, as a client that does not encode. */
const raw = (text: string) => Buffer.from(text, 'utf8').toString('latin1')

/** Where a traversal starts: the file routes (assets, public files) and page routes. */
const BASES = ['/', '/assets/', '/assets/chunks/', '/uploads/', '/favicon.svg/', '/blog/', '/blog/author/megan-lloyd/', '/blog/categories/hosting/', '/api/preview/', '/_sections/', '/about/']

/** `..` and a separator, in every disguise of each family. */
const STEPS: Partial<Record<HostileFamily, readonly string[]>> = {
  traversal: ['../', '..//', './../', '....//', '..;/', '.../', '../.'],
  'encoded traversal': ['%2e%2e/', '%2e%2e%2f', '..%2f', '%2E%2E%2F', '.%2e/', '%2e./', '%252e%252e%252f', '..%252f', '%25%32%65%25%32%65%25%32%66'],
  backslash: ['..\\', '..%5c', '%2e%2e%5c', '..%5C', '.\\..\\', '..%255c'],
  'overlong UTF-8': ['%c0%ae%c0%ae/', '%c0%ae%c0%ae%c0%af', '..%c0%af', '..%e0%80%af', '%e0%80%ae%e0%80%ae/', '..%c1%9c', '%f0%80%80%ae%f0%80%80%ae/', '..%c0%2f'],
  'look-alike': [
    '%e2%80%a4%e2%80%a4/', // one-dot leader ․․
    '%e2%80%a5/', // two-dot leader ‥
    '..%ef%bc%8f', // fullwidth solidus ／
    '%ef%bc%8e%ef%bc%8e%ef%bc%8f', // fullwidth full stops and solidus
    '..%e2%88%95', // division slash ∕
    '..%e2%81%84', // fraction slash ⁄
    '..%ef%bc%bc', // fullwidth reverse solidus ＼
    '..%e2%a7%b8', // big solidus ⧸
    raw('․․/'),
    raw('..／'),
    raw('‥／'),
  ],
}

/** Files a traversal might aim at: secrets, sources, the build, and the canaries. */
function targets(canary: string): string[] {
  return ['package.json', '.env', 'etc/passwd', 'README.md', '.git/config', '.stratum/secrets.json', 'cms/.env', canary, `dist/${canary}`, 'dist/server/entry.mjs', 'proc/self/environ', 'site/server/config.ts']
}

/** Page numbers no list has, and numbers in disguise. */
const PAGE_NUMBERS = ['99999999999999999999', '9007199254740993', '1e309', '1e3', '-1', '0x10', '0b11', '+2', '2.0', '1.5', '%2d1', 'Infinity', 'NaN', raw('٢'), '%ef%bc%92', raw('２'), '00000000000000000002', '99999999999999999999999999999999999999999999999999', '1%00', '2%20', '%20%32']
const LIST_BASES = ['/blog/p/', '/blog/author/megan-lloyd/p/', '/blog/categories/hosting/p/', '/blog/author/nobody/p/']

/** Paths a trailing-slash or redirect rule could turn into a Location off the site. */
const PROTOCOL_RELATIVE = [
  '//evil.example/',
  '///evil.example/',
  '////evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '//evil.example/%2e%2e/',
  '/%2f%2fevil.example/',
  '/%2F%2Fevil.example',
  '/%5c%5cevil.example/',
  '/.//evil.example/',
  '//evil.example/about/',
  '//evil.example/blog/p/1',
  '/%09/evil.example/',
  '//evil%2eexample/',
  `/${raw('／')}evil.example/`,
  '/%ef%bc%8f%ef%bc%8fevil.example/',
  '//javascript:alert(1)/',
  '/javascript:alert(1)/',
  '//127.0.0.1:1/',
  '//[::1]/',
]

/** Paths that echo into the 404 page: they must come back escaped. */
const MARKUP = ['/<script>alert(1)</script>', '/%3Cscript%3Ealert(1)%3C/script%3E', '/blog/"><img%20src=x%20onerror=alert(1)>', "/blog/'onmouseover='alert(1)", '/%3Csvg%20onload=alert(1)%3E', '/blog/p/<script>alert(1)</script>', '/</script><script>alert(1)</script>']

function family(f: HostileFamily, random: () => number, canary: string): string {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!
  const depth = 1 + Math.floor(random() * 8)
  switch (f) {
    case 'traversal':
    case 'encoded traversal':
    case 'backslash':
    case 'overlong UTF-8':
    case 'look-alike':
      return pick(BASES) + pick(STEPS[f]!).repeat(depth) + pick(targets(canary))
    case 'encoded slash': {
      const step = pick(['..%2f', '%2f..%2f', '%2F', '%2f%2f'])
      const shapes = [
        () => `/blog%2f${pick(['deploying-with-git', 'p%2f2', 'author%2fmegan-lloyd'])}`,
        () => `/assets%2f${'..%2f'.repeat(depth)}${pick(targets(canary)).replaceAll('/', '%2f')}`,
        () => `/${step.repeat(depth)}${pick(targets(canary)).replaceAll('/', '%2f')}`,
        () => `%2f${pick(['about', 'blog', '..%2fpackage.json'])}`,
        () => `/uploads%2f..%2f${pick(targets(canary)).replaceAll('/', '%2F')}`,
      ]
      return pick(shapes)()
    }
    case 'null byte': {
      const target = pick(targets(canary))
      return pick([
        () => `/${target}%00`,
        () => `/${target}%00.svg`,
        () => `/favicon.svg%00/../${target}`,
        () => `/assets/${'..%00/'.repeat(depth)}${target}`,
        () => `/blog/deploying-with-git%00`,
        () => `/about%00.html`,
        () => `/%00${target}`,
        () => `/blog/p/2%00`,
      ])()
    }
    case 'invalid UTF-8':
      return pick([
        () => `/${pick(['%ff', '%fe%ff', '%c0', '%80', '%ed%a0%80', '%f8%88%80%80%80', '%c3%28', '%e2%82', '%f4%90%80%80'])}${pick(['', 'about', '/package.json'])}`,
        () => `/blog/${pick(['%ff', '%c0%80', '%ed%b0%80'])}`,
        () => `/about${pick(['%ff', '%c3'])}`,
        () => `/blog/p/${pick(['%ff', '2%ff'])}`,
        () => `/${'\xff\xfe'}${pick(['', 'about'])}`,
        () => `/blog/author/${'\xc3'}`,
      ])()
    case 'page number':
      return pick(LIST_BASES) + pick(PAGE_NUMBERS)
    case 'long path': {
      const length = pick([1_000, 4_000, 8_100, 9_000, 12_000])
      return pick([
        () => `/${'a'.repeat(length)}`,
        () => `/blog/${'a-'.repeat(length / 2)}`,
        () => '/a'.repeat(length / 2),
        () => `/blog/p/${'9'.repeat(length)}`,
        () => `/${'../'.repeat(length / 3)}${canary}`,
        // a long query on a real page is no hostile path: only past the 8 KB limit
        () => `/about?q=${'x'.repeat(Math.max(length, 8_300))}`,
      ])()
    }
    case 'protocol-relative':
      return pick(PROTOCOL_RELATIVE)
    case 'markup':
      return pick(MARKUP)
  }
}

const FAMILIES: readonly HostileFamily[] = [
  'traversal',
  'encoded traversal',
  'encoded slash',
  'backslash',
  'null byte',
  'overlong UTF-8',
  'invalid UTF-8',
  'look-alike',
  'page number',
  'long path',
  'protocol-relative',
  'markup',
]

/**
 * A deterministic corpus of `count` hostile request targets, the families taken in turn:
 * traversal in every encoding (`../`, `%2e%2e/`, `%252e`, `..%5c`, overlong `%c0%ae`, look-alike dots and slashes,
 * raw or encoded) from every route towards secrets, sources, the build and the planted canaries; encoded slashes in
 * page routes; null bytes; invalid UTF-8; page numbers no list has; paths up to 12 000 characters; paths a redirect
 * could turn protocol-relative; markup that a 404 page echoes. Duplicates are drawn again.
 */
export function hostilePaths({ count, canary, seed = 10 }: HostilePathsOptions): HostilePath[] {
  const random = seededRandom(seed)
  const seen = new Set<string>()
  const paths: HostilePath[] = []
  for (let i = 0, misses = 0; paths.length < count && misses < count * 20; i++) {
    const f = FAMILIES[i % FAMILIES.length]!
    const path = family(f, random, canary)
    if (seen.has(path)) {
      misses += 1
      continue
    }
    seen.add(path)
    paths.push({ path: path.startsWith('/') ? path : `/${path}`, family: f })
  }
  return paths
}
