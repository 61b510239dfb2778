import type MarkdownIt from 'markdown-it'
import type { StateCore, Token } from 'markdown-it'
import { inlineText } from './inlineText'
import { isSafeMarkdownUrl } from './isSafeMarkdownUrl'

/**
 * What a rejected destination is normalised to. It holds a space, which markdown-it's normalizeLink always
 * percent-encodes, so no accepted URL can come out equal to it.
 */
export const REJECTED_URL = 'rejected url'

interface Reference {
  href: string
  title: string
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

// A path-relative URL (`pricing`, `docs/setup`): the HTML rule only accepts its explicit `./` form, which
// resolves to the same address.
function withExplicitRelative(url: string): string {
  if (url === '' || SCHEME.test(url) || /^(?:\/|\.\.?\/|#|\?|\\)/.test(url)) return url
  return `./${url}`
}

/**
 * A reference map that never stores a rejected definition: the definition disappears, references to it stay
 * literal text (`[a][r]`), and a later definition of the same label takes its place.
 */
function referencesWithoutRejected(references: Record<string, Reference>): Record<string, Reference> {
  return new Proxy(references, {
    set(target, label, reference: Reference) {
      if (reference.href !== REJECTED_URL) Reflect.set(target, label, reference)
      return true
    },
  })
}

/** A rejected link becomes its content, a rejected image its alt text. */
function dropRejected(tokens: readonly Token[], state: StateCore): Token[] {
  const kept: Token[] = []
  const rejectedLinks: boolean[] = []
  for (const token of tokens) {
    if (token.type === 'link_open') {
      const rejected = token.attrGet('href') === REJECTED_URL
      rejectedLinks.push(rejected)
      if (rejected) continue
    } else if (token.type === 'link_close') {
      if (rejectedLinks.pop() === true) continue
    } else if (token.type === 'image' && token.attrGet('src') === REJECTED_URL) {
      const alt = inlineText(token.children ?? [])
      if (alt === '') continue
      const text = new state.Token('text', '', 0)
      text.content = alt
      text.level = token.level
      kept.push(text)
      continue
    }
    kept.push(token)
  }
  return kept
}

/**
 * The markdown-it plugin of SPEC §5 Markdown links: links, images, autolinks and definitions whose URL fails
 * {@link isSafeMarkdownUrl} (javascript, vbscript, file, data other than gif, png, jpeg and webp images) are
 * rejected. The URL is judged as written, with backslash escapes and character references decoded, before
 * markdown-it percent-encodes it. A rejected link keeps its text and a rejected image its alt text; a rejected
 * definition disappears. markdown-it's validateLink would instead leave the markdown source on the page
 * (`[a](javascript:x)` as text), so validateLink accepts every URL and the rejection happens on the tokens.
 * Accepted path-relative URLs (`pricing`) are written in the `./pricing` form the HTML rule accepts.
 */
export function rejectUnsafeLinks(md: MarkdownIt): void {
  const normalizeLink = md.normalizeLink.bind(md)
  md.normalizeLink = (url) => (isSafeMarkdownUrl(url) ? normalizeLink(withExplicitRelative(url)) : REJECTED_URL)
  md.validateLink = () => true
  md.core.ruler.before('block', 'reject_unsafe_definitions', (state) => {
    state.env.references = referencesWithoutRejected(state.env.references ?? {})
  })
  md.core.ruler.after('inline', 'reject_unsafe_links', (state) => {
    for (const token of state.tokens) if (token.type === 'inline' && token.children !== null) token.children = dropRejected(token.children, state)
  })
}
