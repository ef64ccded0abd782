// Opens the database: PGlite (embedded, persisted under .data/) without DATABASE_URL, a pg Pool with it.
// Used by the app (through db/index.ts) and by scripts and tests that need their own connection.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool as PgPool, PoolClient } from 'pg';
import { isDatabaseUnavailableError, markDatabaseAvailable, markDatabaseUnavailable } from '../lib/server/db-availability';
import { runDetached } from '../lib/server/detached-context';
import { serverEnv } from '../lib/server/env';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Runs raw SQL (used by migrations tooling and tests). */
  exec: (sqlText: string) => Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
  /**
   * PostgreSQL statement time limit in ms (default 15 s, so a runaway query cannot hold a request); 0 for none:
   * migrations and seeding, where rewriting a city-sized table takes longer than any request should.
   */
  statementTimeoutMs?: number;
}

export function defaultDataDir(): string {
  return serverEnv().PGLITE_DATA_DIR || path.join(process.cwd(), '.data', 'pglite');
}

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  const url = options.url ?? serverEnv().DATABASE_URL;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({
      connectionString: url,
      max: options.poolSize ?? serverEnv().DATABASE_POOL_SIZE,
      // A black-holed database must fail fast: the API answers 503 within 3 s (lib/api/errors.ts).
      connectionTimeoutMillis: serverEnv().DATABASE_CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: 30000,
      // pg leaves the setting out when it is 0: the server's default, no limit.
      statement_timeout: options.statementTimeoutMs ?? 15000,
      // Connections are opened during requests but outlive them: never in the request's context.
      stream: detachedSocket,
    });
    // An idle client losing its connection (e.g. a database restart) must not crash the process.
    pool.on('error', (err) => {
      if (isDatabaseUnavailableError(err)) markDatabaseUnavailable();
      console.error('[db] idle client error:', err.message);
    });
    trackAvailability(pool);
    const db = drizzle(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      exec: async (text) => {
        await pool.query(text);
      },
    };
  }

  const dataDir = options.dataDir ?? defaultDataDir();
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    exec: async (text) => {
      await client.exec(text);
    },
  };
}

type ConnectCallback = (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

/** A socket for the pool whose connection is made outside the current request's context (lib/server/detached-context.ts). */
function detachedSocket(): net.Socket {
  const socket = new net.Socket();
  const connect = socket.connect;
  socket.connect = function (this: net.Socket, ...args: unknown[]) {
    return runDetached(() => (connect as (...a: unknown[]) => net.Socket).apply(this, args));
  } as typeof socket.connect;
  return socket;
}

/**
 * Every query (pool.query included) goes through pool.connect: a failed connection marks the database unavailable,
 * the next successful one clears the mark (lib/server/db-availability.ts). The pool itself keeps no broken state: once the
 * database is back, new connections simply succeed.
 */
function trackAvailability(pool: PgPool): void {
  const connect = pool.connect.bind(pool) as (cb?: ConnectCallback) => Promise<PoolClient> | void;
  const note = (err: unknown) => {
    if (!err) markDatabaseAvailable();
    else if (isDatabaseUnavailableError(err)) markDatabaseUnavailable();
  };
  (pool as unknown as { connect: (cb?: ConnectCallback) => Promise<PoolClient> | void }).connect = (cb?: ConnectCallback) => {
    if (typeof cb === 'function') {
      return connect((err, client, done) => {
        note(err);
        cb(err, client, done);
      });
    }
    return (connect() as Promise<PoolClient>).then(
      (client) => {
        note(undefined);
        return client;
      },
      (err: unknown) => {
        note(err);
        throw err;
      },
    );
  };
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
