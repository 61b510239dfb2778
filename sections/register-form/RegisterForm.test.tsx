import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CommerceProvider, type BotProtectionSettings } from '../../runtime/commerce'
import type { RegisterFormSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/register-form.js'
import { messages as german } from '../../site/i18n/messages/de-DE'
import { SectionWordsProvider } from '../SectionWords'
import { commerceSettings } from '../testing/commerceFixtures'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { RegisterForm } from './RegisterForm'

const [example] = preparedExamples('sections.register-form')
const render = (props: RegisterFormSection, botProtection: BotProtectionSettings = { kind: 'altcha', challengeUrl: '/api/altcha/challenge' }) =>
  renderToString(
    <CommerceProvider value={commerceSettings({ botProtection })}>
      <RegisterForm {...prepared('sections.register-form', props)} />
    </CommerceProvider>,
  )

describe('RegisterForm', () => {
  it('renders its schema example: every field labelled, with the browser’s autocomplete hints', () => {
    expect(validate(example!.raw)).toBe(true)
    const html = render(example!.raw)
    for (const [label, name, autocomplete] of [
      ['Username', 'username', 'username'],
      ['Email address', 'email', 'email'],
      ['Password', 'password', 'new-password'],
      ['Confirm password', 'passwordConfirmation', 'new-password'],
    ]) {
      const id = new RegExp(`<input id="([^"]+)"[^>]*autoComplete="${autocomplete}"[^>]*name="${name}"`, 'i').exec(html)?.[1]
      expect(id, name).toBeTruthy()
      expect(html).toContain(`<label for="${id}" class="`)
      expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>${label}</label>`))
    }
  })

  it('ties each hint to its field', () => {
    const html = render(example!.raw)
    const id = /<input id="([^"]+)"[^>]*name="password"/.exec(html)![1]!
    expect(html).toMatch(new RegExp(`<p id="${id}-hint"[^>]*>At least 8 characters`))
    expect(html).toMatch(new RegExp(`id="${id}"[^>]*aria-describedby="${id}-hint"`))
  })

  it('puts the terms’ links inside the checkbox label without a paragraph (a label holds phrasing content only)', () => {
    const html = render(example!.raw)
    const label = /<label for="[^"]+" class="[^"]*">(<span>I accept[\s\S]*?)<\/label>/.exec(html)?.[1]
    expect(label).toContain('<a href="/terms-of-service">terms of service</a>')
    expect(label).not.toContain('<p')
  })

  it('keeps the button disabled until the form hydrates, and says why', () => {
    const html = render(example!.raw)
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-describedby="([^"]+)"[^>]*>Create account<\/button><p id="\1"[^>]*>Creating an account needs JavaScript/)
  })

  it('marks the hint as one for visitors without scripting (its CSS draws it only for them)', () => {
    expect(render(example!.raw)).toMatch(/<p id="[^"]+" class="_hint_\w+ _noScriptHint_\w+">Creating an account needs JavaScript/)
  })

  it('shows where the bot check loads, or nothing when bot protection is off', () => {
    expect(render(example!.raw)).toContain('Loading the robot check…')
    const off = render(example!.raw, { kind: 'none' })
    expect(off).not.toContain('Loading the robot check')
    expect(off).toContain('Creating an account needs JavaScript.')
  })

  it('speaks the page’s language inside a SectionWordsProvider, content’s own labels first', () => {
    const { usernameLabel: _, emailLabel: __, submitLabel: ___, ...unlabelled } = example!.raw as RegisterFormSection
    const html = renderToString(
      <SectionWordsProvider locale="de-DE" words={german}>
        <CommerceProvider value={commerceSettings({ botProtection: { kind: 'altcha', challengeUrl: '/api/altcha/challenge' } })}>
          <RegisterForm {...prepared('sections.register-form', { ...unlabelled, emailLabel: 'Ihre E-Mail' })} />
        </CommerceProvider>
      </SectionWordsProvider>,
    )
    expect(html).toMatch(/<label[^>]*>Benutzername<\/label>/)
    expect(html).toMatch(/<label[^>]*>Ihre E-Mail<\/label>/)
    expect(html).toContain('Sicherheitsprüfung wird geladen …')
    expect(html).toContain('>Konto erstellen</button>')
    expect(html).not.toContain('Username')
  })

  it('needs a heading', () => {
    expect(validate({})).toBe(false)
  })
})
