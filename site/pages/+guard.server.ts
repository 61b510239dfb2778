import { guardPage } from '../routing/guardPage'

/** SPEC §4 Route guards on every page, on the server only (they read content's redirects). */
export const guard = guardPage
