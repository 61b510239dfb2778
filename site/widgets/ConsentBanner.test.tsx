import { renderToString } from 'react-dom/server'
import { createActor, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { consentMachine } from '../../runtime/machines/consentMachine'
import { InLocale } from '../i18n/testing/InLocale'
import { ConsentBanner } from './ConsentBanner'

// the banner opens once the browser has read the stored choice: here the shell's consent actor is started and
// opened before the render, as a first visit's would be
const shared = vi.hoisted(() => ({ actors: undefined as unknown }))
vi.mock('./ShellProvider', () => ({ useShell: () => shared.actors }))

async function renderOpen(locale: string, consentDefault: 'granted' | 'denied', preferences: boolean): Promise<string> {
  const consent = createActor(consentMachine, { input: { consentDefault } }).start()
  await waitFor(consent, (snapshot) => snapshot.matches('open'))
  if (preferences) consent.send({ type: 'TOGGLE_PREFERENCES' })
  shared.actors = { consent, consentOpener: { current: null } }
  return renderToString(
    <InLocale locale={locale}>
      <ConsentBanner />
    </InLocale>,
  )
}

describe('the cookie consent banner', () => {
  it('speaks the page’s language: German under a German shell, every label and category', async () => {
    const html = await renderOpen('de-DE', 'granted', true)
    expect(html).toContain('Cookies auf dieser Website')
    expect(html).toContain('Mit „OK“ stimmen Sie allen zu')
    expect(html).toContain('aria-label="Cookie-Kategorien"')
    for (const word of ['Notwendig', 'Statistik', 'Marketing', 'Personalisierung', 'Einstellungen', 'Nur notwendige Cookies', '>OK<']) expect(html).toContain(word)
    expect(html).toContain('Messen den Erfolg unserer Kampagnen auf anderen Websites.')
    for (const english of ['Cookies on this site', 'Preferences', 'Reject non-essential', 'Analytics', 'Functional']) expect(html).not.toContain(english)
  })

  it('says the other categories stay off until chosen where the site denies them by default, in German too', async () => {
    expect(await renderOpen('de-DE', 'denied', false)).toContain('Diese bleiben ausgeschaltet, bis Sie sie unter „Einstellungen“ aktivieren')
    expect(await renderOpen('en-GB', 'denied', false)).toContain('Those stay off until you turn them on in Preferences and choose OK.')
  })

  it('keeps its British English words on the default locale’s pages', async () => {
    const html = await renderOpen('en-GB', 'granted', true)
    expect(html).toContain('Cookies on this site')
    expect(html).toContain('Choose OK to accept them, Reject non-essential to keep only the cookies the site needs, or Preferences to pick.')
    expect(html).toContain('Keep the site working: your session, currency and display choices. Always on.')
    expect(html).toContain('>Reject non-essential</button>')
  })
})
