/** The brand this site is for; its details (social networks, payment providers) come from brand-details. */
export const BRAND_KEY = 'lumen-hosting'
/** The brand's name in titles when content has not loaded. */
export const BRAND_NAME = 'Lumen Hosting'
/** SPEC §9: default title separator. */
export const TITLE_SEPARATOR = '|'
/** The slug of the page shown at `/` (SPEC §2: an internal link to `homepage` resolves to `/`). */
export const HOME_SLUG = 'homepage'
