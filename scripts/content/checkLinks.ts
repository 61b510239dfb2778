/**
 * Internal links of the content pack must lead somewhere: a page (and, with a hash, one of its section anchors),
 * a blog route for an article, author or category that exists, one of the site's account pages, or a file in
 * content/media.
 * Checks link objects (internalLink + hash, externalLink starting with '/') and links written in markdown or HTML
 * inside any string.
 */
import { isRecord } from '../../runtime/content/isRecord'
import { ACCOUNT_PATHS } from '../../site/account/signInPath'

const ACCOUNT_PAGES: ReadonlySet<string> = new Set(Object.values(ACCOUNT_PATHS))

export interface LinkEntry {
  file: string
  /** The content type's pluralName (collections) or singularName (singles). */
  type: string
  data: unknown
}

export interface LinkIssue {
  file: string
  pointer: string
  message: string
}

const MARKDOWN_LINK = /\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g
const HTML_HREF = /\b(?:href|src)\s*=\s*"([^"]+)"/g

function walk(value: unknown, pointer: string, visit: (value: unknown, pointer: string) => void): void {
  visit(value, pointer)
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`, visit))
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit)
  }
}

/** `prefix` is a locale's route prefix (`/de`): a path under it leads to the routes of these entries' locale. */
export function checkLinks(entries: readonly LinkEntry[], mediaFiles: ReadonlySet<string>, prefix = ''): LinkIssue[] {
  const issues: LinkIssue[] = []
  const slugs = (type: string) =>
    new Set(entries.filter((e) => e.type === type && isRecord(e.data)).map((e) => String((e.data as { slug?: unknown }).slug)))
  const articles = slugs('articles')
  const authors = slugs('authors')
  const categories = slugs('categories')
  const anchors = new Map<string, Set<string>>()
  for (const entry of entries) {
    if (entry.type !== 'pages' || !isRecord(entry.data)) continue
    const found = new Set<string>()
    const sections = Array.isArray(entry.data.sections) ? entry.data.sections : []
    for (const section of sections) if (isRecord(section) && typeof section.anchor === 'string') found.add(section.anchor)
    anchors.set(String(entry.data.slug), found)
  }

  /** Why an internal path does not resolve, or undefined when it does. */
  const problem = (path: string, hash: string | undefined): string | undefined => {
    if (path === '/' || path === '') return hash && !anchors.get('homepage')?.has(hash) ? `no section anchor '${hash}' on the home page` : undefined
    const parts = path.replace(/^\//, '').replace(/\/$/, '').split('/')
    const [first, second, third] = parts
    if (first === 'uploads') return second && mediaFiles.has(second) ? undefined : `no file content/media/${second ?? ''}`
    if (first === 'blog') {
      if (parts.length === 1) return undefined
      if (second === 'p' && parts.length === 3 && /^[1-9]\d*$/.test(third ?? '')) return undefined
      if (second === 'categories' && third) return categories.has(third) ? undefined : `no category '${third}'`
      if (second === 'author' && third) return authors.has(third) ? undefined : `no author '${third}'`
      if (second && parts.length === 2) return articles.has(second) ? undefined : `no article '${second}'`
      return `no blog route ${path}`
    }
    if (parts.length !== 1 || !first) return `no route ${path}`
    const pageAnchors = anchors.get(first)
    // the account pages are the site's own, not content
    if (!pageAnchors && ACCOUNT_PAGES.has(`/${first}`)) return hash ? `no section anchor '${hash}' on /${first}` : undefined
    if (!pageAnchors) return `no page '${first}'`
    if (hash && !pageAnchors.has(hash)) return `no section anchor '${hash}' on page '${first}'`
    return undefined
  }
  const checkTarget = (file: string, pointer: string, target: string) => {
    if (!target.startsWith('/') || target.startsWith('//')) return
    const [withoutHash, hash] = target.split('#', 2)
    const path = (withoutHash ?? '').split('?')[0] ?? ''
    const local = prefix && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) || '/' : path
    const why = problem(local, hash)
    if (why) issues.push({ file, pointer, message: `link ${target}: ${why}` })
  }

  for (const entry of entries) {
    walk(entry.data, '', (value, pointer) => {
      if (typeof value === 'string') {
        for (const re of [MARKDOWN_LINK, HTML_HREF]) {
          for (const match of value.matchAll(re)) checkTarget(entry.file, pointer, match[1] ?? '')
        }
        return
      }
      if (!isRecord(value) || typeof value.label !== 'string') return
      // A link object (shared/link): an external link wins over an internal one (SPEC §2).
      if (typeof value.externalLink === 'string') {
        checkTarget(entry.file, `${pointer}/externalLink`, value.externalLink)
      } else if (isRecord(value.internalLink) && typeof value.internalLink.slug === 'string') {
        const slug = value.internalLink.slug
        const hash = typeof value.hash === 'string' ? value.hash : undefined
        if (anchors.has(slug) && hash && !anchors.get(slug)?.has(hash)) {
          issues.push({ file: entry.file, pointer: `${pointer}/hash`, message: `no section anchor '${hash}' on page '${slug}'` })
        }
      }
    })
  }
  return issues
}
