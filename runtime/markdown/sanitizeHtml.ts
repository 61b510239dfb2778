import { DEFAULT_NESTING_LIMIT } from './nestingLimit'
import { sanitizeFragment } from './sanitizeFragment'

/**
 * Sanitises untrusted HTML from the CMS (SPEC §5 HTML sanitiser) into HTML no script can run from, on the
 * server and in the browser alike (no DOM needed):
 * - an allow-list of elements and attributes (schema.ts): no script, style, iframe, object, embed, base, meta,
 *   form controls (but the disabled checkbox of a GFM task list item), SVG or MathML; no event handler, `style`,
 *   `name`, `srcset`, `formaction` or `xlink:href` attribute (the site's CSP would refuse an inline style, so none
 *   is kept);
 * - comments and doctypes removed;
 * - href, src and cite only http, https, mailto, tel, ftp, data images (gif, png, jpeg, webp), `./`, `../`, `/`
 *   or `#`, judged after decoding entities and removing control and whitespace characters, in any case;
 * - `data-emit` kept, `data-colour` turned into a `colour-<option>` class, `data-underline` into `custom-underline`;
 * - nesting deeper than the default limit (100) flattened to text;
 * - `target="_blank"` links get `rel="noopener"`, and `noreferrer` when they point to another host;
 * - ids kept only where they cannot clobber globals (isSafeId.ts).
 *
 * Idempotent: `sanitizeHtml(sanitizeHtml(x)) === sanitizeHtml(x)`.
 */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return ''
  return sanitizeFragment(html, DEFAULT_NESTING_LIMIT)
}
