'use strict';

// `npm start` serves the admin panel from build/: build it once, the first time, when it is missing.
// Skipped when the admin is not served (STRAPI_DISABLE_ADMIN=true, as in tests and CI).
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
// a JavaScript app's admin build goes to build/ (a TypeScript app's to dist/build)
const adminIndex = path.join(root, 'build', 'index.html');

if (process.env.STRAPI_DISABLE_ADMIN === 'true') {
  process.exit(0);
}
if (!fs.existsSync(adminIndex)) {
  console.log('[build-if-missing] no admin build in build/: running `strapi build` once');
  const result = spawnSync(process.execPath, [path.join(__dirname, 'strapi.js'), 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  process.exit(result.status ?? 1);
}
