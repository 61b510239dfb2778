'use strict';

// Paths of the site page that shows a document, by content type (SPEC §2 routes); others have no preview.
const PREVIEW_PATHS = {
  'api::page.page': (slug) => slug,
  'api::article.article': (slug) => `blog/${slug}`,
};

module.exports = ({ env }) => {
  const siteUrl = env('SITE_URL', 'http://localhost:3000').replace(/\/+$/, '');
  const previewSecret = env('PREVIEW_SECRET');
  return {
    // tests and CI run the API only and never pay for an admin build
    serveAdminPanel: !env.bool('STRAPI_DISABLE_ADMIN', false),
    auth: {
      secret: env('ADMIN_JWT_SECRET'),
    },
    apiToken: {
      salt: env('API_TOKEN_SALT'),
    },
    transfer: {
      token: {
        salt: env('TRANSFER_TOKEN_SALT'),
      },
    },
    secrets: {
      encryptionKey: env('ENCRYPTION_KEY'),
    },
    flags: {
      nps: false,
      promoteEE: false,
    },
    // the admin's preview button opens the site's /api/preview, which checks the secret and shows the draft
    preview: {
      enabled: Boolean(previewSecret),
      config: {
        allowedOrigins: [siteUrl],
        // the locale of the version being edited: the site opens a German entry at its German address (/de/…)
        async handler(uid, { documentId, locale, status }) {
          const toPath = PREVIEW_PATHS[uid];
          if (!toPath) return null;
          const document = await strapi.documents(uid).findOne({ documentId, status, fields: ['slug'], ...(locale ? { locale } : {}) });
          if (!document || !document.slug) return null;
          const query = new URLSearchParams({ secret: previewSecret, slug: toPath(document.slug), ...(locale ? { locale } : {}), status: status || 'draft' });
          return `${siteUrl}/api/preview?${query}`;
        },
      },
    },
  };
};
