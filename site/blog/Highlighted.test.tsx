import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { searchWords } from '../../runtime/content/searchWords'
import { Highlighted } from './Highlighted'

const html = (text: string, search: string) => renderToStaticMarkup(<Highlighted text={text} words={searchWords(search)} />)

describe('Highlighted', () => {
  it('marks each form of a searched word where a word begins, in any case', () => {
    expect(html('Why your emails land in spam', 'email')).toBe('Why your <mark>emails</mark> land in spam')
    expect(html('Transferring a Domain: domains explained', 'domains transfer')).toBe('<mark>Transferring</mark> a <mark>Domain</mark>: <mark>domains</mark> explained')
    expect(html('Beyond .co.uk and .com', '.co.uk')).toBe('Beyond <mark>.co.uk</mark> and .com')
  })

  it('leaves a match inside a word, text with no match, and an empty search as they are', () => {
    expect(html('Subdomains and more', 'domain')).toBe('Subdomains and more')
    expect(html('Nothing here', 'email')).toBe('Nothing here')
    expect(html('Anything <b>at all</b>', '')).toBe('Anything &lt;b&gt;at all&lt;/b&gt;')
    // the words are text, never a pattern: the dot is a dot
    expect(html('nodexjs or node.js', 'node.js')).toBe('nodexjs or <mark>node.js</mark>')
  })
})
