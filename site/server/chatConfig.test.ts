import { afterEach, describe, expect, it, vi } from 'vitest'
import { readChatConfig } from './chatConfig'

afterEach(() => vi.restoreAllMocks())

describe('readChatConfig', () => {
  it('has no provider and no support page by default: the chat links open the contact form', () => {
    expect(readChatConfig({})).toEqual({ provider: null, supportUrl: null })
  })

  it('reads the provider, its script and the support page from the environment', () => {
    expect(readChatConfig({ CHAT_PROVIDER: 'examplechat', CHAT_SCRIPT_URL: 'https://chat.example/widget.js', SUPPORT_URL: '/contact' })).toEqual({
      provider: { name: 'examplechat', scriptUrl: 'https://chat.example/widget.js' },
      supportUrl: '/contact',
    })
  })

  it('turns the chat off with a warning for a script that is not https or a path of this site', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const scriptUrl of ['http://chat.example/widget.js', 'javascript:alert(1)', '//chat.example/widget.js', '']) {
      expect(readChatConfig({ CHAT_PROVIDER: 'examplechat', CHAT_SCRIPT_URL: scriptUrl }).provider, scriptUrl).toBeNull()
    }
    expect(readChatConfig({ SUPPORT_URL: 'javascript:alert(1)' }).supportUrl).toBeNull()
  })
})
