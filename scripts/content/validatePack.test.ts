import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { validatePack } from './validatePack'

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..')

describe('validatePack', () => {
  it('finds the demo content pack valid against schemas/', () => {
    expect(validatePack(ROOT)).toEqual([])
  })

  describe('on a broken copy of the pack', () => {
    const copy = mkdtempSync(join(tmpdir(), 'stratum-pack-'))
    cpSync(join(ROOT, 'schemas'), join(copy, 'schemas'), { recursive: true })
    cpSync(join(ROOT, 'content'), join(copy, 'content'), { recursive: true })
    const edit = (file: string, change: (data: any) => void) => {
      const path = join(copy, 'content', file)
      const data = JSON.parse(readFileSync(path, 'utf8'))
      change(data)
      writeFileSync(path, JSON.stringify(data))
    }
    // where the edits land, so the demo page can gain sections without breaking this test
    let unknownAt = -1
    let textAt = -1
    let chatCta = ''
    let reviewsAt = -1
    edit('collections/pages/homepage.json', (page) => {
      // a chat call to action that only goes to an address, and a review widget from a host that never resolves
      const billboard = page.sections.findLastIndex((section: { __component: string }) => section.__component === 'sections.billboard')
      const cta = page.sections[billboard].ctas.findIndex((link: { emit?: string }) => link.emit === 'toggleChat')
      delete page.sections[billboard].ctas[cta].emit
      chatCta = `/sections/${billboard}/ctas/${cta}/emit`
      reviewsAt = page.sections.findIndex((section: { __component: string }) => section.__component === 'sections.reviews-third-party')
      page.sections[reviewsAt].scriptUrl = 'https://widgets.reviews.example/loader.js'
      page.sections[0].headingLevel = 'h3'
      page.sections[0].image.width = 1500
      unknownAt = page.sections.push({ __component: 'sections.nope' }) - 1
      textAt = page.sections.findIndex((section: { __component: string }) => section.__component === 'sections.text')
      page.sections[textAt].content += '\n\nSee [our prices](/nowhere) from {ref:prices:nothing}, or [chat with us](/#support).'
    })
    edit('collections/articles/co-uk-or-com.json', (article) => {
      article.author = { slug: 'nobody' }
      article.typo = true
    })
    edit('singles/primary-navigation.json', (nav) => {
      nav.navItem[0].hash = 'no-such-anchor'
    })
    // translations: a twin that does not exist, a locale that is not the folder's, and relations and links that
    // name English entries or lead nowhere under the locale's prefix
    edit('locales/de-DE/singles/primary-navigation.json', (nav) => {
      nav.locale = 'en-GB'
    })
    edit('locales/de-DE/collections/articles/de-oder-com.json', (article) => {
      article.localizationOf = 'no-such-article'
      article.categories = [{ slug: 'security' }]
      article.body += '\n\nMehr in [unserem Ratgeber](/de/blog/nirgendwo) und [hier](/de/webhosting#no-such-anchor).'
      article.typo = true
    })
    const issues = validatePack(copy)
    afterAll(() => rmSync(copy, { recursive: true, force: true }))
    const find = (file: string, pointer: string) => issues.filter((i) => i.file === join('content', file) && i.pointer === pointer)

    it('reports a section prop its schema does not allow, with file and JSON pointer', () => {
      expect(find('collections/pages/homepage.json', '/sections/0/headingLevel')).toHaveLength(1)
    })
    it('reports an unknown section component', () => {
      expect(find('collections/pages/homepage.json', `/sections/${unknownAt}/__component`)[0]?.message).toMatch(/unknown section 'sections.nope'/)
    })
    it('reports media whose width is not the file’s', () => {
      expect(find('collections/pages/homepage.json', '/sections/0/image/width')[0]?.message).toMatch(/1600/)
    })
    it('reports a relation to an entry that does not exist', () => {
      expect(find('collections/articles/co-uk-or-com.json', '/author/slug')[0]?.message).toMatch(/no author with slug 'nobody'/)
    })
    it('reports a property outside the content type', () => {
      expect(find('collections/articles/co-uk-or-com.json', '')[0]?.message).toMatch(/typo/)
    })
    it('reports internal links and hash anchors that lead nowhere', () => {
      expect(find('singles/primary-navigation.json', '/navItem/0/hash')).toHaveLength(1)
      expect(find('collections/pages/homepage.json', `/sections/${textAt}/content`).map((i) => i.message).join('\n')).toMatch(/\/nowhere/)
    })
    it('reports a call to chat that is not a toggleChat link, as a link object and in markdown', () => {
      expect(find('collections/pages/homepage.json', chatCta)[0]?.message).toMatch(/"Chat to our team" speaks of chat: give it "emit": "toggleChat"/)
      expect(find('collections/pages/homepage.json', `/sections/${textAt}/content`).map((i) => i.message).join('\n')).toMatch(/"chat with us" speaks of chat/)
    })
    it('reports a script from a host that never resolves', () => {
      expect(find('collections/pages/homepage.json', `/sections/${reviewsAt}/scriptUrl`)[0]?.message).toMatch(/widgets\.reviews\.example never resolves/)
    })
    it('reports a translation whose locale is not its folder’s or whose English twin does not exist', () => {
      expect(find('locales/de-DE/singles/primary-navigation.json', '/locale')[0]?.message).toMatch(/must be 'de-DE'/)
      expect(find('locales/de-DE/collections/articles/de-oder-com.json', '/localizationOf')[0]?.message).toMatch(/articles entry of content\/ it translates/)
    })
    it('checks a translation against its schema, with relations and links inside its locale', () => {
      expect(find('locales/de-DE/collections/articles/de-oder-com.json', '')[0]?.message).toMatch(/typo/)
      expect(find('locales/de-DE/collections/articles/de-oder-com.json', '/categories/0/slug')[0]?.message).toMatch(/no category with slug 'security'/)
      const links = find('locales/de-DE/collections/articles/de-oder-com.json', '/body').map((i) => i.message).join('\n')
      expect(links).toMatch(/\/de\/blog\/nirgendwo: no article 'nirgendwo'/)
      expect(links).toMatch(/no section anchor 'no-such-anchor' on page 'webhosting'/)
    })
    it('reports a placeholder without reference data', () => {
      expect(find('collections/pages/homepage.json', `/sections/${textAt}/content`).map((i) => i.message).join('\n')).toMatch(/\{ref:prices:nothing\}/)
    })
  })
})
