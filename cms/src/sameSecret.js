'use strict';

const { createHash, timingSafeEqual } = require('node:crypto');

/**
 * Equal without telling by the time taken how much of it matched (both hashed first: equal lengths). The site's twin
 * is runtime/content/sameSecret.ts, which this CommonJS app, installed on its own, cannot import.
 */
function sameSecret(given, secret) {
  const digest = (value) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

module.exports = { sameSecret };
