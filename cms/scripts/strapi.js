'use strict';

// Runs the Strapi CLI as for a plain JavaScript app. Strapi's CLI looks for a tsconfig.json in the app folder
// *and every folder above it* (typescript's findConfigFile), finds the repo root's, decides this app is
// TypeScript, and `strapi build` / `strapi develop` fail compiling nothing ("No inputs were found"). Strapi's
// runtime only looks in the app folder itself. This wrapper makes the CLI agree with the runtime: a tsconfig
// outside cms/ is not this app's.
const Module = require('module');
const path = require('path');

const appDir = path.resolve(__dirname, '..');
const inside = (file) => !path.relative(appDir, path.resolve(file)).startsWith('..');

const load = Module._load;
let patched;
Module._load = function loadTypescriptForThisAppOnly(request, parent, isMain) {
  const loaded = load.apply(this, arguments);
  if (request !== 'typescript') return loaded;
  if (!patched) {
    patched = new Proxy(loaded, {
      get(target, key) {
        if (key !== 'findConfigFile') return target[key];
        return (searchPath, fileExists, name) => {
          const found = target.findConfigFile(searchPath, fileExists, name);
          return found && inside(found) ? found : undefined;
        };
      },
    });
  }
  return patched;
};

require(path.join(path.dirname(require.resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js'));
