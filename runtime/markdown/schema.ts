import type { Options as Schema } from 'rehype-sanitize'

/**
 * Elements removed together with everything inside them: script and style carriers, embedded documents and
 * plugins, raw-text and foreign-content containers (their text would surface as junk, and SVG and MathML are
 * script vectors of their own), document-level elements and form controls other than `input`, which GFM task lists
 * render as a disabled checkbox (applyContentPolicy removes any other input).
 */
export const STRIPPED_ELEMENTS = [
  'script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'textarea',
  'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param', 'portal', 'fencedframe',
  'svg', 'math', 'canvas', 'audio', 'video', 'source', 'track',
  'head', 'base', 'meta', 'link', 'html', 'body',
  'button', 'select', 'option', 'optgroup', 'datalist', 'keygen', 'output', 'progress', 'meter',
]

/** Elements kept. Anything neither kept nor stripped (`form`, `font`, custom elements ...) is replaced by its content. */
export const ALLOWED_ELEMENTS = [
  'a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'cite', 'code',
  'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'i', 'img', 'input', 'ins', 'kbd', 'li', 'mark', 'ol', 'p',
  'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small', 'span', 'strike', 'strong', 'sub', 'summary',
  'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr', 'tt', 'u', 'ul', 'var', 'wbr',
]

const REL_VALUES = [
  'author', 'bookmark', 'external', 'help', 'license', 'me', 'next', 'nofollow', 'noopener', 'noreferrer', 'prev',
  'sponsored', 'tag', 'ugc',
]

/**
 * The rehype-sanitize schema (property names are hast's: `className`, `dataEmit`). It is an allow-list: no event
 * handler, `name`, `srcset`, `formaction`, `xlink:href`, `action` or other URL-carrying attribute is listed,
 * comments and doctypes go. No `style` either: the site's CSP refuses inline styles, so a kept one
 * would never apply and would log a violation. URLs (`href`, `src`, `cite`), `id`, `target`/`rel` and the
 * `data-colour`/`data-underline` conversions are judged afterwards by applyContentPolicy, so `protocols` and
 * `clobber` are switched off here rather than half-applied.
 */
export const schema: Schema = {
  allowComments: false,
  allowDoctypes: false,
  ancestors: {
    caption: ['table'], col: ['table'], colgroup: ['table'], tbody: ['table'], td: ['table'], tfoot: ['table'],
    th: ['table'], thead: ['table'], tr: ['table'],
  },
  attributes: {
    '*': [
      'className', 'dataColour', 'dataEmit', 'dataUnderline', 'id', 'lang', 'title', 'ariaLabel',
      ['ariaHidden', 'true', 'false'], ['dir', 'ltr', 'rtl', 'auto'],
    ],
    a: [
      'href', 'hrefLang', ['target', '_blank', '_self'], ['rel', ...REL_VALUES], 'ariaDescribedBy', 'dataFootnoteRef',
      'dataFootnoteBackref',
    ],
    blockquote: ['cite'],
    col: ['span'],
    colgroup: ['span'],
    del: ['cite', 'dateTime'],
    details: [['open', true]],
    // A GFM task list item's checkbox; applyContentPolicy removes an input that is not a disabled checkbox.
    input: [['type', 'checkbox'], ['checked', true], ['disabled', true], ['ariaLabel', 'Done', 'To do']],
    img: ['src', 'alt', 'width', 'height', ['loading', 'lazy', 'eager'], ['decoding', 'async', 'sync', 'auto']],
    ins: ['cite', 'dateTime'],
    li: ['value'],
    ol: ['start', ['reversed', true], ['type', '1', 'a', 'A', 'i', 'I']],
    q: ['cite'],
    section: ['dataFootnotes'],
    td: ['colSpan', 'rowSpan', ['align', 'left', 'center', 'right', 'justify']],
    th: ['colSpan', 'rowSpan', ['align', 'left', 'center', 'right', 'justify'], ['scope', 'row', 'col', 'rowgroup', 'colgroup']],
    time: ['dateTime'],
  },
  clobber: [],
  clobberPrefix: '',
  protocols: {},
  required: {},
  strip: STRIPPED_ELEMENTS,
  tagNames: ALLOWED_ELEMENTS,
}
