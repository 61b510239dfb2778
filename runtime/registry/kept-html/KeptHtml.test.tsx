import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { KeptHtml } from './KeptHtml'

describe('KeptHtml', () => {
  it('renders server-only content inside its element, with its attributes', () => {
    const html = renderToStaticMarkup(
      <KeptHtml as="footer" owner={{}} className="footer">
        <a href="/about">About</a>
      </KeptHtml>,
    )
    expect(html).toBe('<footer class="footer"><a href="/about">About</a></footer>')
  })

  it('shows the HTML it is given as it is', () => {
    expect(renderToStaticMarkup(<KeptHtml owner={{}} html={'<p>Body &amp; more</p>'} className="prose" />)).toBe('<div class="prose"><p>Body &amp; more</p></div>')
  })

  it('renders its element empty where the browser has neither (a first load keeps the server’s DOM there)', () => {
    expect(renderToStaticMarkup(<KeptHtml as="ul" owner={{}} html={undefined}>{false}</KeptHtml>)).toBe('<ul></ul>')
  })
})
