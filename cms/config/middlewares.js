'use strict';

module.exports = [
  // first: the visitor's address the site relays, before anything reads ctx.request.ip (src/middlewares)
  'global::client-address',
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
