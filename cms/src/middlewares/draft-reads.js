'use strict';

const { sameSecret } = require('../sameSecret');

/** The header with which the site's preview asks for drafts: PREVIEW_SECRET's value. */
const PREVIEW_HEADER = 'x-preview-secret';

/**
 * Whether a query reads drafts. Strapi's document service takes any status but `published` for `draft` (`status=foo`,
 * a bare `status`, `status[]=published`), so every one of them counts.
 */
function readsDrafts(query) {
  return Object.hasOwn(query, 'status') && query.status !== 'published';
}

/**
 * Drafts are unpublished work: the Public role may read content, but not before it is published. A read of the
 * content API that asks for drafts is refused (403) unless it carries PREVIEW_SECRET in `x-preview-secret`, which
 * the site's preview sends (runtime/content/createStrapiClient.ts); without PREVIEW_SECRET no one reads drafts here.
 * Writes are left to Strapi's permissions, which the public has none of. The admin panel reads drafts through its
 * own API, which is not under the prefix.
 */
module.exports = (_config, { strapi }) => {
  const secret = process.env.PREVIEW_SECRET || '';
  if (!secret) strapi.log.info('[draft-reads] PREVIEW_SECRET is not set: the content API serves no drafts');
  // the router matches paths whatever their case, so the prefix is compared the same way
  const prefix = strapi.config.get('api.rest.prefix', '/api').toLowerCase();
  const underPrefix = (path) => path === prefix || path.startsWith(`${prefix}/`);
  return async (ctx, next) => {
    const read = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (!read || !underPrefix(ctx.path.toLowerCase()) || !readsDrafts(ctx.query)) return next();
    const given = ctx.get(PREVIEW_HEADER);
    // Strapi's own 403 body, as its permission checks answer
    if (!secret || !given || !sameSecret(given, secret)) return ctx.forbidden('Drafts are not public: only the site’s preview reads them');
    return next();
  };
};
