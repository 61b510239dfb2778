import botCheck from './botCheck.json'
import domainSearch from './domainSearch.json'
import order from './order.json'
import register from './register.json'
import sectionText from './sectionText.json'

/** What sections write themselves (not their content) in British English: the key set every locale has. */
export const sectionWords = { botCheck, domainSearch, order, register, sectionText }
