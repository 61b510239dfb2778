import { describe, expect, it } from 'vitest'
import { BotProtectionConfigError, readBotProtectionConfig } from './botProtectionConfig'
import { botProtectionSettings, createBotProtection } from './createBotProtection'

const quiet = () => {}

describe('readBotProtectionConfig', () => {
  it('is ALTCHA with the configured key, or a random key of this process with a warning', () => {
    expect(readBotProtectionConfig({ ALTCHA_HMAC_KEY: 'a-long-enough-secret-key' }, quiet)).toEqual({ kind: 'altcha', hmacKey: 'a-long-enough-secret-key', ephemeral: false })
    const warnings: string[] = []
    const made = readBotProtectionConfig({}, (m) => warnings.push(m))
    expect(made).toMatchObject({ kind: 'altcha', ephemeral: true })
    expect(warnings[0]).toContain('ALTCHA_HMAC_KEY')
    expect(() => readBotProtectionConfig({ ALTCHA_HMAC_KEY: 'short' }, quiet)).toThrow(BotProtectionConfigError)
  })

  it('is Turnstile with its keys, naming a missing one', () => {
    expect(readBotProtectionConfig({ BOT_PROTECTION: 'turnstile', TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET: 'secret' }, quiet)).toEqual({
      kind: 'turnstile',
      siteKey: 'site',
      secret: 'secret',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    })
    expect(() => readBotProtectionConfig({ BOT_PROTECTION: 'turnstile', TURNSTILE_SECRET: 'secret' }, quiet)).toThrow(/TURNSTILE_SITE_KEY/)
    expect(() => readBotProtectionConfig({ BOT_PROTECTION: 'turnstile', TURNSTILE_SITE_KEY: 'site' }, quiet)).toThrow(/TURNSTILE_SECRET/)
    expect(() => readBotProtectionConfig({ BOT_PROTECTION: 'recaptcha' }, quiet)).toThrow(/BOT_PROTECTION must be/)
  })

  it('tells the page, the CSP and the routes what each needs', async () => {
    const altcha = createBotProtection({ kind: 'altcha', hmacKey: 'a-long-enough-secret-key', ephemeral: false })
    expect(altcha.settings).toEqual({ kind: 'altcha', challengeUrl: '/api/altcha/challenge' })
    expect(altcha.workers).toBe(true)
    const response = await altcha.routes.request('/api/altcha/challenge')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: expect.any(String) })

    const turnstile = createBotProtection({ kind: 'turnstile', siteKey: 'site', secret: 'secret', verifyUrl: 'https://example.invalid' })
    expect(turnstile.frameOrigins).toEqual(['https://challenges.cloudflare.com'])
    expect(turnstile.settings).toEqual({ kind: 'turnstile', siteKey: 'site' })
    expect((await turnstile.routes.request('/api/altcha/challenge')).status).toBe(404)
    expect(botProtectionSettings({ kind: 'none' })).toEqual({ kind: 'none' })
  })
})
