'use strict';

const { fromSite } = require('./proxySecret');

/** The content type the contact form's messages are kept as (schemas/content/support-request.schema.json). */
const UID = 'api::support-request.support-request';
/** Where the site relays a message, under the REST prefix: POST /api/stratum/support-requests. */
const ROUTE = '/stratum/support-requests';
/** What the site may set; the rest (ids, dates) is Strapi's. */
const FIELDS = ['name', 'email', 'message', 'page'];

/**
 * The handler of POST /api/stratum/support-requests: the site's contact form (SPEC §4 Support chat, without a chat
 * provider) sends `{data: {name, email, message, page}}` here once its bot check passed, with PROXY_SECRET in
 * `x-proxy-secret`. Anyone else is refused (401), and without the secret no one is heard (404). The content type's own
 * REST routes stay closed: the Public role is granted nothing on it (src/setup/grantPublicRead.js, `publicRead`).
 * The document service checks the fields against the model (required, lengths) and answers 400 when they fail.
 */
function createSupportRequestHandler(strapi, { secret = process.env.PROXY_SECRET || '' } = {}) {
  return async (ctx) => {
    if (!secret) return ctx.notFound('Not Found: set PROXY_SECRET to take support requests from the site');
    if (!fromSite(ctx, secret)) return ctx.unauthorized('Support requests come through the site’s contact form');
    const data = ctx.request.body && ctx.request.body.data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return ctx.badRequest('data must be an object of name, email, message and page');
    const picked = {};
    for (const field of FIELDS) {
      if (data[field] === undefined) continue;
      if (typeof data[field] !== 'string') return ctx.badRequest(`data.${field} must be a string`);
      picked[field] = data[field];
    }
    const created = await strapi.documents(UID).create({ data: picked });
    ctx.status = 201;
    // only that it was kept: what the visitor wrote is for the editors
    ctx.body = { data: { documentId: created.documentId } };
  };
}

/** Adds the route to Strapi's content API, with no users-permissions check: the secret is its guard. */
function registerSupportRequests(strapi) {
  strapi.server.routes({
    type: 'content-api',
    routes: [{ method: 'POST', path: ROUTE, handler: createSupportRequestHandler(strapi), config: { auth: false } }],
  });
}

module.exports = { UID, ROUTE, createSupportRequestHandler, registerSupportRequests };
