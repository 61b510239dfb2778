/** The id namespace that content owns anywhere in a page (GitHub's convention); site code never uses it. */
export const CONTENT_ID_PREFIX = 'user-content-'

// Lower-case words joined by single hyphens, at least two of them: never a JavaScript identifier.
const HEADING_ID = /^[a-z0-9]+(?:-[a-z0-9]+)+$/

const CONTENT_ID = /^user-content-[a-z0-9]+(?:[-_][a-z0-9]+)*$/

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

/**
 * Whether an element may keep its id. Ids from content must not clobber DOM globals: every id becomes a
 * named property of `window`, which shadows `EventTarget` and `Object` prototype members (`addEventListener`,
 * `constructor`) and any global the site's scripts read but have not set yet. The policy is an allow-list
 * instead of a prefix, so authored anchors such as `#plans-and-pricing` keep working:
 * - headings keep a lower-case kebab-case id with at least one hyphen (`getting-started`). Such an id is not a
 *   JavaScript identifier, so no script reaches it as `window.x` or a bare `x`; `id="pricing"` is dropped;
 * - any element keeps an id in the `user-content-` namespace, for anchors that are not headings;
 * - every other id is dropped. `name` is never kept (it clobbers `document` properties), see schema.ts.
 */
export function isSafeId(id: string, tagName: string): boolean {
  if (id.length > 128) return false
  if (CONTENT_ID.test(id)) return true
  return HEADINGS.has(tagName) && HEADING_ID.test(id)
}
