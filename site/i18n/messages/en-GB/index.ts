import account from './account.json'
import blog from './blog.json'
import botCheck from './botCheck.json'
import consent from './consent.json'
import domainSearch from './domainSearch.json'
import errorPage from './errorPage.json'
import footer from './footer.json'
import header from './header.json'
import order from './order.json'
import register from './register.json'
import shell from './shell.json'
import support from './support.json'

/** The site's own words in British English: one JSON file per area, the key set every locale has. */
export const messages = { account, blog, botCheck, consent, domainSearch, errorPage, footer, header, order, register, shell, support }
