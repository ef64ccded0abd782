// The searched text of menus and tenants, folded as lib/search-terms.ts folds a query (lowercase, accents and
// punctuation removed, padded with spaces). The trigram indexes in db/schema.ts are built on exactly these
// expressions, so the public search (db/queries/public/conditions.ts) is served by them; change both together (a migration).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_TO, sqlStringLiteral } from '../lib/search-terms';

// Constants, not bound parameters: an index expression only serves a query whose expression is the same.
const foldFrom = sql.raw(sqlStringLiteral(FOLD_FROM));
const foldTo = sql.raw(sqlStringLiteral(FOLD_TO));

/** `' ' || translate(lower(text), accents and punctuation, base letters and spaces) || ' '`. */
export function folded(text: SQL | AnyPgColumn): SQL {
  return sql`(' ' || translate(lower(${text}), ${foldFrom}, ${foldTo}) || ' ')`;
}

/** A menu's searched text: name, description and ingredients. */
export function menuSearchText(m: { name: AnyPgColumn; description: AnyPgColumn; ingredients: AnyPgColumn }): SQL {
  return sql`${m.name} || ' ' || coalesce(${m.description}, '') || ' ' || coalesce(${m.ingredients}, '')`;
}

/** A tenant's searched text in the tenant list: name, description, address and district. */
export function tenantSearchText(t: { name: AnyPgColumn; description: AnyPgColumn; address: AnyPgColumn; district: AnyPgColumn }): SQL {
  return sql`${t.name} || ' ' || coalesce(${t.description}, '') || ' ' || ${t.address} || ' ' || coalesce(${t.district}, '')`;
}

/**
 * `column` (folded text) contains `term` folded the same way, in SQL (lower() as the column's own): when a text
 * contains the term, its folded text contains the folded term (folding maps character by character), so this narrows
 * an exact ILIKE search without losing a match, through the column's trigram index.
 */
export function containsFolded(column: SQL | AnyPgColumn, term: string): SQL {
  const foldedTerm = sql`translate(lower(${term}::text), ${foldFrom}, ${foldTo})`;
  return sql`${column} like ('%' || replace(replace(${foldedTerm}, '\\', '\\\\'), '%', '\\%') || '%')`;
}
