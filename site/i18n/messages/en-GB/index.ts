import errorPage from './errorPage.json'

/** The site's own words in British English: one JSON file per area, the key set every locale has. */
export const messages = { errorPage }
