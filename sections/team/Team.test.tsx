import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { TeamSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/team.js'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { Team } from './Team'

const examples = preparedExamples('sections.team')
const base = examples[0]!.raw
const render = (props: TeamSection) => renderToString(<Team {...prepared('sections.team', props)} />)

describe('Team', () => {
  it('renders every person of every schema example: an h3 name, the role and the bio', () => {
    for (const { raw, props } of examples) {
      expect(validate(raw)).toBe(true)
      const html = renderToString(<Team {...props} />)
      expect(html).toContain(`>${raw.heading}</h2>`)
      for (const member of raw.members) {
        expect(html).toContain(`>${member.name}</h3>`)
        expect(html).toContain(`>${member.role}</p>`)
        if (member.bio) expect(html).toContain(member.bio.slice(0, 30))
      }
    }
  })

  it('shows photos sized, lazily loaded and decorative (the name is written beside each)', () => {
    const html = render(base)
    expect(html.match(/<img[^>]*width="400"[^>]*height="400"[^>]*alt=""[^>]*loading="lazy"/g)).toHaveLength(4)
    expect(html).not.toContain('Illustrated portrait')
  })

  it('shows initials for a person without a photo, and no bio when there is none', () => {
    const html = render({ members: [{ name: 'Jonathan Ashworth-Fairbairn', role: 'Email Deliverability Specialist' }] })
    expect(html).not.toContain('<img')
    expect(html).toContain('>JA</span>')
    expect(html).not.toContain('prose')
  })

  it('keeps a very long name', () => {
    const name = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3)
    expect(render({ members: [{ name, role: 'Engineer' }] })).toContain(name)
  })

  it('uses its default heading', () => {
    expect(render({ members: [{ name: 'A', role: 'B' }] })).toContain('>Meet the team</h2>')
  })

  it('enforces its schema: at least one person, each with a name and role', () => {
    expect(validate({ members: [] })).toBe(false)
    expect(validate({})).toBe(false)
    expect(validate({ members: [{ name: 'A' }] })).toBe(false)
    expect(validate({ members: [{ role: 'B' }] })).toBe(false)
    expect(validate({ members: [{ name: 'A', role: 'B', photo: {} }] })).toBe(false)
    expect(validate({ members: [{ name: 'A', role: 'B' }] })).toBe(true)
  })
})
