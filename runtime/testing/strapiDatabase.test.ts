import { describe, expect, it } from 'vitest'
import { freePort } from './freePort'
import { runStrapiCommand } from './startStrapi'

describe('Strapi with DATABASE_URL at a PostgreSQL that is not there', () => {
  it('says so in one line, naming the server but not the password, and exits non-zero', async () => {
    const port = await freePort()
    const { code, output } = await runStrapiCommand(['start'], { DATABASE_URL: `postgres://stratum:hunter2-secret@127.0.0.1:${port}/stratum` })
    expect(code).not.toBe(0)
    const lines = output.split('\n').filter((line) => line.includes('PostgreSQL'))
    expect(lines).toEqual([`Strapi cannot reach PostgreSQL at 127.0.0.1:${port}/stratum: ECONNREFUSED. Check DATABASE_URL and that the server is up.`])
    expect(output).not.toContain('hunter2-secret')
    expect(output).not.toMatch(/^\s+at /m)
  })
})
