import { renderToString } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { InLocale } from '../../i18n/testing/InLocale'
import Page from './+Page'

// The 403 page has no trigger in the product (SPEC §6): its copy is checked here; 404 and 500 end to end too.

function render(pageContext: Partial<PageContext>): string {
  return renderToString(
    <VikeReactProviderPageContext pageContext={pageContext as PageContext}>
      <Page />
    </VikeReactProviderPageContext>,
  ).replace(/&#x27;/g, "'")
}

describe('the error page', () => {
  it("shows 403's code, heading and text for a forbidden page", () => {
    const html = render({ abortStatusCode: 403, abortReason: 'Forbidden', is404: false })
    expect(html).toContain('<p class="error-code">403</p>')
    expect(html).toContain('<h1 id="error-heading">Forbidden page</h1>')
    expect(html).toContain("Hmm, awkward. You're not allowed to visit the requested page or perform the requested action.")
  })

  it('shows 404 for a path no page matches', () => {
    const html = render({ is404: true, urlPathname: '/nope' })
    expect(html).toContain('<p class="error-code">404</p>')
    expect(html).toContain('Content not found')
    expect(html).toContain("Oh no we couldn't find the page you were looking for")
  })

  it('shows any other status as 500', () => {
    for (const pageContext of [{ abortStatusCode: 503 }, { is404: false }] as Partial<PageContext>[]) {
      const html = render(pageContext)
      expect(html).toContain('<p class="error-code">500</p>')
      expect(html).toContain('Internal Server Error')
      expect(html).toContain('Hmm, awkward. We seem to be having problems.')
    }
  })

  it('links home for readers without JavaScript', () => {
    expect(render({ is404: true })).toMatch(/<a class="button button-primary" href="\/">Go back home<\/a>/)
  })

  it('speaks German under /de and links to the German home page', () => {
    const html = renderToString(
      <InLocale locale="de-DE" pageContext={{ is404: true, urlPathname: '/de/nope', urlOriginal: '/de/nope' }}>
        <Page />
      </InLocale>,
    )
    expect(html).toContain('<h1 id="error-heading">Seite nicht gefunden</h1>')
    expect(html).toContain('<a class="button button-primary" href="/de">Zur Startseite</a>')
  })
})
