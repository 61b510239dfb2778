'use strict';

const { sameSecret } = require('./sameSecret');

/** The header with which the site proves that a call comes from it: PROXY_SECRET's value. */
const SECRET_HEADER = 'x-proxy-secret';

/** Whether a request carries the secret the site and Strapi share (PROXY_SECRET); never when none is set. */
function fromSite(ctx, secret = process.env.PROXY_SECRET || '') {
  const given = ctx.get(SECRET_HEADER);
  return Boolean(secret && given && sameSecret(given, secret));
}

module.exports = { SECRET_HEADER, fromSite };
