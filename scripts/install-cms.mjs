// Root `postinstall`: installs cms/ (its own package.json and lockfile: Strapi's admin needs React 18, which must
// stay out of the site's dependency tree). Runs `npm ci` there when cms/node_modules is missing or
// cms/package-lock.json changed since the last install, and does nothing otherwise, so a root `npm install`
// stays fast. STRATUM_SKIP_CMS_INSTALL=1 skips it (a site-only build).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const cms = fileURLToPath(new URL('../cms/', import.meta.url))
const lock = join(cms, 'package-lock.json')
const stamp = join(cms, 'node_modules', '.stratum-install-stamp')

if (process.env.STRATUM_SKIP_CMS_INSTALL === '1') {
  console.log('install-cms: skipped (STRATUM_SKIP_CMS_INSTALL=1)')
  process.exit(0)
}

const lockHash = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'no-lock'
if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === lockHash) {
  console.log('install-cms: cms/node_modules matches cms/package-lock.json, nothing to do')
  process.exit(0)
}

// the root lifecycle's npm_config_* would point the nested npm at the root project (local_prefix) and its
// allow-scripts policy: drop them so cms/ installs as its own project, with its own allowScripts
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) =>
      !key.startsWith('npm_package_') &&
      !key.startsWith('npm_lifecycle_') &&
      !['npm_config_local_prefix', 'npm_config_allow_scripts', 'npm_config_global', 'npm_command', 'INIT_CWD'].includes(key),
  ),
)
const args = existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']
console.log(`install-cms: npm ${args[0]} in cms/ (Strapi and its admin: a few minutes the first time)`)
const started = Date.now()
const result = spawnSync('npm', args, { cwd: cms, stdio: 'inherit', env })
if (result.status !== 0) {
  console.error(`install-cms: npm ${args[0]} in cms/ failed (exit ${result.status ?? result.signal})`)
  process.exit(result.status ?? 1)
}
writeFileSync(stamp, `${lockHash}\n`)
console.log(`install-cms: done in ${Math.round((Date.now() - started) / 1000)} s`)
