'use strict';

module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '7d') },
      // the site keeps the JWT in an httpOnly cookie (DESIGN.md): the legacy single-token mode is what it expects
      jwtManagement: 'legacy-support',
      register: {
        allowedFields: [],
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
