import type MarkdownIt from 'markdown-it'
import type { Token } from 'markdown-it'
import { inlineText } from './inlineText'

const TEXT_ALIGN = /^text-align:(left|center|right)$/

function useGfmTags(tokens: readonly Token[]): void {
  for (const token of tokens) {
    if (token.type === 'th_open' || token.type === 'td_open') {
      const align = TEXT_ALIGN.exec(token.attrGet('style') ?? '')?.[1]
      if (align !== undefined) token.attrs = [['align', align]]
    } else if (token.type === 'inline' && token.children !== null) {
      for (const child of token.children) if (child.type === 's_open' || child.type === 's_close') child.tag = 'del'
    }
  }
}

/**
 * A markdown-it plugin that renders what markdown-it renders its own way as GitHub's GFM renderer does, which is
 * the markup this site's content has always had (and its CSS expects):
 * - `~~strikethrough~~` as `<del>`, not `<s>`;
 * - table column alignment as `align="center"`, not `style="text-align:center"`;
 * - image alt text with the content of code spans (CommonMark), see {@link inlineText};
 * - autolink text as written (`<https://example.com/a%20b>` shows `%20`), not percent-decoded.
 */
export function gfmMarkup(md: MarkdownIt): void {
  md.core.ruler.push('gfm_markup', (state) => useGfmTags(state.tokens))
  md.renderer.rules.image = (tokens, index, options, _env, renderer) => {
    const token = tokens[index] as Token
    token.attrSet('alt', inlineText(token.children ?? []))
    return renderer.renderToken(tokens, index, options)
  }
  md.normalizeLinkText = (url) => url
}
