'use strict';

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // the address Strapi gives its own uploads and admin links, e.g. https://cms.example.com
  url: env('PUBLIC_URL', ''),
  // tests point this at a temporary folder so uploads never land in the work tree
  dirs: {
    public: env('STRAPI_PUBLIC_DIR', './public'),
  },
  app: {
    keys: env.array('APP_KEYS'),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});
