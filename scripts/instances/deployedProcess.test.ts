import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readSiteProcess } from './deployedProcess'
import { renderTemplate } from './startNginx'

const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')

describe('the deployment files test:instances starts its processes from', () => {
  it('runs the bundled server with the memory flags, and the process settings compose gives every instance', () => {
    const site = readSiteProcess(root)
    expect(site.script).toBe('dist/server/serve.mjs')
    expect(site.nodeFlags).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=150'])
    expect(site.env).toMatchObject({ NODE_ENV: 'production', MALLOC_MMAP_THRESHOLD_: '131072' })
    const compose = read('compose.yaml')
    expect(compose).toContain('env_file: deploy/site.env')
    for (const n of [1, 2, 3]) expect(compose).toContain(`site-${n}:\n    <<: *site`)
  })

  it('puts every secret in a variable, never a value', () => {
    const compose = read('compose.yaml')
    for (const name of ['PURGE_SECRET', 'PREVIEW_SECRET', 'PROXY_SECRET', 'ALTCHA_HMAC_KEY', 'APP_KEYS', 'JWT_SECRET', 'ADMIN_PASSWORD', 'POSTGRES_PASSWORD']) {
      expect(compose).toContain(`\${${name}:?set ${name}}`)
      expect(read('deploy/compose.env.example')).toMatch(new RegExp(`^${name}=$`, 'm'))
    }
  })

  it("renders nginx's template as the nginx image does: its ${NAME}s filled, nginx's own $variables left", () => {
    const rendered = renderTemplate(read('deploy/nginx/default.conf.template'), { NGINX_PORT: '8080', SITE_1: 'a:3000', SITE_2: 'b:3000', SITE_3: 'c:3000' })
    expect(rendered).toContain('listen 8080;')
    expect(rendered).toContain('server a:3000 ')
    expect(rendered).toContain('server c:3000 ')
    expect(rendered).toContain('$proxy_add_x_forwarded_for')
    expect(rendered).not.toMatch(/\$\{/)
  })
})
