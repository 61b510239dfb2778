import blog from './blog.json'
import consent from './consent.json'
import errorPage from './errorPage.json'
import footer from './footer.json'
import header from './header.json'
import pageTitles from './pageTitles.json'
import shell from './shell.json'

/** The site's own words in British English: one JSON file per area, the key set every locale has. */
export const messages = { errorPage, header, footer, consent, blog, shell, pageTitles }
