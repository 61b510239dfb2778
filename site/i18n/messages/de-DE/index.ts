import type { Messages } from '../../messages'
import blog from './blog.json'
import consent from './consent.json'
import errorPage from './errorPage.json'
import footer from './footer.json'
import header from './header.json'
import pageTitles from './pageTitles.json'
import shell from './shell.json'

export const messages: Messages = { errorPage, header, footer, consent, blog, shell, pageTitles }
