'use strict';

const { Client } = require('pg');

/** Where DATABASE_URL points, without its credentials. */
function describe(connectionString) {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

/**
 * With DATABASE_URL, connects once before Strapi does: an unreachable PostgreSQL is then one line and a non-zero exit,
 * not knex's minute of retries and a stack trace. Answers the line to print, or undefined when the server answered
 * (or the database is SQLite).
 */
async function unreachableDatabase(connection, timeoutMs = 5000) {
  if (!connection || connection.client !== 'postgres') return undefined;
  const { connectionString, ssl } = connection.connection || {};
  const client = new Client({ connectionString, ssl: ssl || undefined, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return `Strapi cannot reach PostgreSQL at ${describe(connectionString)}: ${error.code || error.message}. Check DATABASE_URL and that the server is up.`;
  } finally {
    await client.end().catch(() => {});
  }
}

module.exports = { unreachableDatabase };
