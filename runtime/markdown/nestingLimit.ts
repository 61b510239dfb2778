/** SPEC §9: the markdown nesting limit of the default preset, also the limit of sanitizeHtml. */
export const DEFAULT_NESTING_LIMIT = 100

/** SPEC §9: the markdown nesting limit of every preset but the default. */
export const PRESET_NESTING_LIMIT = 20

/** SPEC §9 Markdown nesting limit: 100 for the default preset (or none given), 20 for any other preset. */
export function nestingLimit(preset: string | undefined): number {
  return preset === undefined || preset === 'default' ? DEFAULT_NESTING_LIMIT : PRESET_NESTING_LIMIT
}
