'use strict';

module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Strapi 5's session management: short-lived access tokens, refresh tokens kept as sessions in the database, so
      // that a sign-out or a password change ends a session here and not only in the visitor's browser. The site holds
      // both tokens in httpOnly cookies and refreshes the access token itself (site/server/auth).
      jwtManagement: 'refresh',
      sessions: {
        accessTokenLifespan: env.int('ACCESS_TOKEN_LIFESPAN', 10 * 60),
        maxRefreshTokenLifespan: env.int('REFRESH_TOKEN_MAX_LIFESPAN', 30 * 24 * 60 * 60),
        idleRefreshTokenLifespan: env.int('REFRESH_TOKEN_IDLE_LIFESPAN', 14 * 24 * 60 * 60),
      },
      register: {
        allowedFields: [],
      },
    },
  },
  // account mail (confirmation, password reset) over SMTP: `npm start` and the tests point it at a local catcher
  // (scripts/mailCatcher.ts); production sets SMTP_HOST and the rest to a real mail server
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 25),
        secure: env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USER') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      settings: {
        defaultFrom: env('EMAIL_FROM', 'Lumen Hosting <accounts@stratum.local>'),
        defaultReplyTo: env('EMAIL_REPLY_TO', env('EMAIL_FROM', 'accounts@stratum.local')),
      },
    },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 50 * 1024 * 1024),
      security: {
        allowedTypes: ['image/*', 'video/*', 'application/pdf'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
});
