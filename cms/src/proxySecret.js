'use strict';

const { createHash, timingSafeEqual } = require('node:crypto');

/** The header with which the site proves that a call comes from it: PROXY_SECRET's value. */
const SECRET_HEADER = 'x-proxy-secret';

/**
 * Equal without telling by the time taken how much of it matched (both hashed first: equal lengths). The site's twin
 * is runtime/content/sameSecret.ts, which this CommonJS app, installed on its own, cannot import.
 */
function sameSecret(given, secret) {
  const digest = (value) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** Whether a request carries the secret the site and Strapi share (PROXY_SECRET); never when none is set. */
function fromSite(ctx, secret = process.env.PROXY_SECRET || '') {
  const given = ctx.get(SECRET_HEADER);
  return Boolean(secret && given && sameSecret(given, secret));
}

module.exports = { SECRET_HEADER, fromSite };
