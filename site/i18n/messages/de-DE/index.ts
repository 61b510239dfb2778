import type { Messages } from '../../messages'
import { sectionWords } from '../../../../sections/i18n/de-DE'
import account from './account.json'
import blog from './blog.json'
import consent from './consent.json'
import errorPage from './errorPage.json'
import footer from './footer.json'
import header from './header.json'
import languageSwitcher from './languageSwitcher.json'
import seo from './seo.json'
import shell from './shell.json'
import support from './support.json'

export const messages: Messages = { ...sectionWords, account, blog, consent, errorPage, footer, header, languageSwitcher, seo, shell, support }
