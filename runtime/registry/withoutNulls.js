// Plain JavaScript beside its types (withoutNulls.d.ts), so that Strapi (cms/src/validation/loadRules.js) imports
// the very function the site reads sections with.

/**
 * Strapi answers an empty optional field with `null`; to a schema an empty optional field is one that is absent.
 * Object properties holding null are dropped at every depth (array items are left as they are).
 * @param {unknown} value
 * @returns {unknown}
 */
export function withoutNulls(value) {
  if (Array.isArray(value)) return value.map(withoutNulls)
  if (!value || typeof value !== 'object') return value
  /** @type {Record<string, unknown>} */
  const out = {}
  for (const [key, child] of Object.entries(value)) if (child !== null) out[key] = withoutNulls(child)
  return out
}
