import type { SectionWords } from '../SectionWords'
import botCheck from './botCheck.json'
import domainSearch from './domainSearch.json'
import order from './order.json'
import register from './register.json'
import sectionText from './sectionText.json'

export const sectionWords: SectionWords = { botCheck, domainSearch, order, register, sectionText }
