// The app's one Drizzle client, opened lazily on first use and cached on globalThis (survives dev reloads).
import 'server-only';
import { openDatabase, type Database, type DatabaseHandle } from './client';

const globalForDb = globalThis as unknown as { __kulinerDb?: Promise<DatabaseHandle> };

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  globalForDb.__kulinerDb ??= openDatabase().catch((err) => {
    globalForDb.__kulinerDb = undefined;
    throw err;
  });
  return globalForDb.__kulinerDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

export type { Database, Executor, Transaction } from './client';
