/** SPEC §9 Colour options: the values `data-colour` may take; each becomes a `colour-<value>` class. */
export const COLOUR_OPTIONS = [
  'primary',
  'secondary',
  'light',
  'dark',
  'info',
  'success',
  'caution',
  'warning',
  'danger',
  'white',
] as const

/** One of {@link COLOUR_OPTIONS}. */
export type ColourOption = (typeof COLOUR_OPTIONS)[number]

const OPTIONS: ReadonlySet<string> = new Set(COLOUR_OPTIONS)

/** Whether a value is one of the SPEC §9 colour options, compared exactly. */
export function isColourOption(value: string): value is ColourOption {
  return OPTIONS.has(value)
}
