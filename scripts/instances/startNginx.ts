import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startProcess, type RunningProcess } from '../startProcess'

export interface RunningNginx {
  url: string
  stop(): Promise<void>
}

/** Renders an nginx template as the nginx image does at start (envsubst of `${NAME}`, nginx's own `$vars` left alone). */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/**
 * Debian's nginx (/usr/sbin/nginx) in the foreground from a temporary prefix: the deployment's server block
 * (deploy/nginx/default.conf.template) inside the few lines the nginx image's own nginx.conf provides.
 */
export async function startNginx(options: { root: string; port: number; upstreams: string[]; healthPath: string }): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'stratum-nginx-'))
  // as root, nginx's workers run as nobody: they must be able to write their temporary files here
  for (const sub of ['', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub), { recursive: true })
    chmodSync(join(dir, sub), 0o777)
  }
  const values: Record<string, string> = { NGINX_PORT: `127.0.0.1:${options.port}` }
  options.upstreams.forEach((upstream, i) => (values[`SITE_${i + 1}`] = upstream))
  const server = renderTemplate(readFileSync(join(options.root, 'deploy/nginx/default.conf.template'), 'utf8'), values)
  writeFileSync(join(dir, 'default.conf'), server)
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`),
      `  include ${join(dir, 'default.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  const url = `http://127.0.0.1:${options.port}`
  let running: RunningProcess
  try {
    running = await startProcess({
      name: 'nginx',
      command: '/usr/sbin/nginx',
      args: ['-p', dir, '-c', join(dir, 'nginx.conf')],
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      healthUrl: `${url}${options.healthPath}`,
      timeoutMs: 20_000,
    })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    async stop() {
      await running.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
