'use strict';

const path = require('path');

// SQLite (better-sqlite3) by default; PostgreSQL as soon as DATABASE_URL is set.
module.exports = ({ env }) => {
  const url = env('DATABASE_URL');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false) && {
            rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      // relative to cms/; an absolute path (tests use a temporary folder) is kept as is
      connection: { filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
