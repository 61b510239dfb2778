import { describe, expect, it } from 'vitest'
import { markdownText } from '../../runtime/markdown/markdownText'
import { searchWords } from '../../runtime/content/searchWords'
import { searchSnippet } from './searchSnippet'

const LONG = 'There are two ways to do it. Both work; which you choose depends on who you want to manage your DNS. Nameservers decide which company answers DNS questions for your domain. Point them at us and we manage all your DNS records for you.'

describe('searchSnippet', () => {
  it('cuts a passage around the first place a searched word shows, at spaces, with ellipses where it cut', () => {
    const snippet = searchSnippet(LONG, searchWords('nameservers'), 80)!
    expect(snippet).toMatch(/^….*Nameservers decide which.*…$/)
    expect(snippet.length).toBeLessThanOrEqual(82)
    // whole words at both ends
    for (const word of snippet.replace(/…/g, '').split(' ')) expect(LONG.split(/\s+/)).toContain(word)
  })

  it('starts at the text when the word is near its start, and gives nothing when no word begins there', () => {
    expect(searchSnippet('Nameservers decide it all.', searchWords('nameserver'))).toBe('Nameservers decide it all.')
    expect(searchSnippet(LONG, searchWords('two'), 40)).toBe('There are two ways to do it. Both work;…')
    expect(searchSnippet('Subdomains only', searchWords('domain'))).toBeUndefined()
    expect(searchSnippet(LONG, [])).toBeUndefined()
  })

  it('reads the prose of markdown: link words, no code blocks, no markup', () => {
    const text = markdownText('## Option 1\n\n**Nameservers** decide, see [DNS records](/blog/dns).\n\n```\nns1.example\n```\n\n- one\n- two\n\n### Why?\n\n| a | b |\n|---|---|\n| `@` | A |')
    // a heading ends as a sentence, so a passage across it reads as two
    expect(text).toBe('Option 1. Nameservers decide, see DNS records. one two Why? a b @ A')
  })
})
