import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { InLocale } from '../i18n/testing/InLocale'
import type { LayoutData } from './LayoutData'
import { SiteLayout } from './SiteLayout'

const LAYOUT: Partial<LayoutData> = {
  navItems: [{ label: 'Webhosting', href: '/de/webhosting' }],
  footerNavItems: [{ label: 'Über uns', href: '/de/ueber-uns' }],
  socialNetworks: [{ name: 'YouTube', icon: 'youtube', link: 'https://youtube.example/lumen' }],
  paymentProviders: [{ name: 'PayPal' }],
  otherBrands: [{ name: 'Nimbus Domains', url: 'https://nimbus.example' }],
  groupName: 'Lumen Group',
}

function render(locale: string): string {
  return renderToString(
    <InLocale locale={locale} layout={LAYOUT}>
      <SiteLayout>
        <p>Inhalt</p>
      </SiteLayout>
    </InLocale>,
  ).replace(/&#x27;/g, "'")
}

describe('the shell around every page', () => {
  it('labels the header, menu, widgets and footer in German on a German page', () => {
    const html = render('de-DE')
    const year = new Date().getFullYear()
    for (const text of [
      '>Zum Inhalt springen</a>',
      'aria-label="Hauptnavigation"',
      'href="/de" aria-label="Lumen Hosting – zur Startseite"',
      '</svg>Menü</button>',
      '</svg>Schließen</button>',
      '>Anmelden</a>',
      'title="Dunkelmodus"',
      '>Währung</label>',
      'aria-label="Fußzeile"',
      'aria-label="Rechtliches"',
      'aria-label="Soziale Netzwerke"',
      'aria-label="Lumen Hosting bei YouTube (öffnet in neuem Tab)"',
      '>Marken von Lumen Group</h2>',
      '>Zahlungsarten</h2>',
      '>AGB</a>',
      '>Impressum</a>',
      '>Datenschutzerklärung</a>',
      'Cookie-Einstellungen</button>',
      `© ${year} Lumen Hosting`,
    ])
      expect(html).toContain(text)
    for (const english of ['Skip to content', 'Sign in', 'Dark mode', 'Privacy Manager', 'Ways to pay', 'Terms of service', 'opens in a new tab']) expect(html).not.toContain(english)
  })

  it('keeps the English labels SPEC §2 names on the default locale’s pages', () => {
    const html = render('en-GB')
    for (const text of [
      '>Skip to content</a>',
      'aria-label="Main"',
      'href="/" aria-label="Lumen Hosting home"',
      '</svg>Menu</button>',
      '>Sign in</a>',
      'aria-label="Footer"',
      '>Lumen Group brands</h2>',
      '>Ways to pay</h2>',
      ">Registrants' rights and responsibilities<",
      'Privacy Manager</button>',
    ])
      expect(html).toContain(text)
  })
})
