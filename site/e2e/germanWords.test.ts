import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { MESSAGES } from '../i18n/messages'
import { visit } from './shellVisit'
import { startSite, type TestSite } from './startSite'

// A German visitor reads German: what the site writes itself (plan cards, ratings, tables, the headings and labels a
// section leaves to the site) comes in German on German pages, in the text and in what a screen reader says.

const GERMAN_PAGES = [
  ...['/de', '/de/webhosting', '/de/domains', '/de/ueber-uns', '/de/agb', '/de/impressum', '/de/registrieren'],
  ...['/de/blog', '/de/blog/p/2', '/de/blog/checkliste-website-umzug', '/de/blog/categories/sicherheit', '/de/blog/author/tom-whitfield'],
]

/**
 * The site's English words that German says differently, as the en-GB files write them: each message's text between
 * its placeholders (`Rated {rating} out of {max}` gives `Rated` and `out of`), where at least five letters long.
 */
function englishWords(): string[] {
  const found = new Set<string>()
  const walk = (english: unknown, german: unknown) => {
    if (typeof english === 'string') {
      if (english === german) return
      for (const part of english.split(/\{\w+\}/)) {
        const text = part.replace(/^[\s,.:;·–-]+|[\s,.:;·–-]+$/g, '')
        if (text.replace(/[^A-Za-z]/g, '').length >= 5) found.add(text)
      }
    } else if (english && typeof english === 'object') {
      for (const [key, value] of Object.entries(english)) walk(value, (german as Record<string, unknown> | undefined)?.[key])
    }
  }
  walk(MESSAGES['en-GB'], MESSAGES['de-DE'])
  return [...found]
}

describe('German pages in German words', () => {
  let site: TestSite
  let browser: Browser

  beforeAll(async () => {
    ;[site, browser] = await Promise.all([startSite(), launchBrowser()])
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), browser?.close()])
  })

  it('says in German what the English site says in English: prices per month, what a plan includes, ratings, contents, redemption fees', async () => {
    const { page, close } = await visit(browser, `${site.url}/de/webhosting`)
    const plans = page.locator('article').filter({ hasText: 'Starter wählen' })
    expect(await plans.innerText()).toMatch(/2,89\s€\s+im Monat\s+34,68\s€, Abrechnung jährlich/)
    expect(await plans.getByRole('list', { name: 'Das bietet Starter' }).getByRole('listitem').first().textContent()).toBe('Enthalten: 1 Website')
    expect(await page.getByRole('group', { name: 'Abrechnungszeitraum' }).first().getByRole('radio', { name: /Jährlich/ }).count()).toBe(1)
    await page.goto(`${site.url}/de/ueber-uns`)
    expect(await page.getByText(/^4,4 von 5$/).count()).toBe(1)
    expect(await page.getByRole('img', { name: 'Bewertet mit 4,4 von 5' }).count()).toBe(1)
    await page.goto(`${site.url}/de/agb`)
    expect(await page.getByRole('navigation', { name: 'Inhalt' }).count()).toBe(1)
    await page.goto(`${site.url}/de/domains`)
    expect(await page.getByRole('columnheader', { name: 'Gebühr' }).count()).toBe(1)
    expect(await page.getByRole('cell', { name: '90 Tage' }).count()).toBeGreaterThan(0)
    await close()
  })

  it("shows none of the site's English words on a German page, in its text or in the names of its parts", async () => {
    const english = englishWords()
    expect(english).toContain('out of')
    const { page, close } = await visit(browser, `${site.url}/de`)
    const found: string[] = []
    for (const path of GERMAN_PAGES) {
      await page.goto(`${site.url}${path}`)
      // the text as written (innerText would give CSS's capitals), outside scripts, and the names given in attributes
      const said = await page.evaluate(() => [
        ...(function* texts() {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement?.closest('script, style, template')) yield node.textContent ?? ''
        })(),
        ...[...document.querySelectorAll('[aria-label], [title], [placeholder]')].map((node) =>
          ['aria-label', 'title', 'placeholder'].map((name) => node.getAttribute(name) ?? '').join('\n'),
        ),
      ])
      const text = said.join('\n')
      for (const words of english) if (new RegExp(`(^|[^\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text)) found.push(`${path}: ${words}`)
    }
    await close()
    expect(found).toEqual([])
  })
})
