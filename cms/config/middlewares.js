'use strict';

/** The origin of an address, or undefined when it is unset or not one. */
function originOf(address) {
  try {
    return address ? new URL(address).origin : undefined;
  } catch {
    return undefined;
  }
}

module.exports = ({ env }) => {
  // CORS answers only the admin's own origin and the site's: with any origin echoed and credentials allowed, a page
  // anywhere could read an editor's admin token from POST /admin/access-token
  const adminOrigin = originOf(env('PUBLIC_URL')) || `http://${env('HOST', '127.0.0.1')}:${env.int('PORT', 1337)}`;
  const origins = [adminOrigin, originOf(env('SITE_URL'))].filter(Boolean);
  return [
    // first: the visitor's address the site relays, before anything reads ctx.request.ip (src/middlewares)
    'global::client-address',
    'strapi::logger',
    'strapi::errors',
    'strapi::security',
    { name: 'strapi::cors', config: { origin: origins, credentials: true } },
    'strapi::poweredBy',
    'strapi::query',
    // drafts only for the site's preview, which sends PREVIEW_SECRET
    'global::draft-reads',
    'strapi::body',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};
