import pg from 'pg';

/** Names made here are plain identifiers: lowercase letters, digits and underscores. */
const NAME = /^[a-z_][a-z0-9_]*$/;

/** The address of database `name` on the server of `serverUrl`, its other settings kept. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function checked(name: string): string {
  if (!NAME.test(name)) throw new Error(`Invalid database name: ${name}`);
  return name;
}

/**
 * A new database copied from a migrated template. Copying is a file copy inside the server, far
 * quicker than migrating, and a database of its own keeps a test file's rows and notifications
 * from every other file's, so files run side by side.
 */
export async function createDatabaseFrom(
  serverUrl: string,
  name: string,
  template: string,
): Promise<string> {
  await onServer(serverUrl, `CREATE DATABASE ${checked(name)} TEMPLATE ${checked(template)}`);
  return databaseUrlFor(serverUrl, name);
}

export async function createEmptyDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, `CREATE DATABASE ${checked(name)}`);
  return databaseUrlFor(serverUrl, name);
}

/** Drops the database, ending any connection a failed test left open to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${checked(name)} WITH (FORCE)`);
}
