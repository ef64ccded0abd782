-- Hand-written data fix (issue 35, owners' privacy); no schema change.
-- Until this release the app copied the owner's login email and profile phone into tenants.email and tenants.phone (on
-- POST /tenants/my-tenant and on every owner edit), and the public tenant page and API publish both. Those values were
-- never chosen as public, so they are cleared: a tenant's public contact is now only what its owner types in Tenant
-- Saya. Matching is on the owner's current account: the email case-insensitively (trimmed), the phone by its digits
-- with a leading 0 read as 62 (the same number written '+62 812-…' or '0812…'). WhatsApp is left alone: the app never
-- copied anything into it, so a number there was typed by the owner to be contacted (the WhatsApp order button). A
-- tenant without WhatsApp whose phone is cleared loses its order button until the owner enters a business number.
-- Idempotent: a second run finds nothing to clear.
UPDATE "tenants" AS t SET "email" = NULL
FROM "users" AS u
WHERE u."id" = t."owner_id" AND t."email" IS NOT NULL AND lower(btrim(t."email")) = lower(btrim(u."email"));--> statement-breakpoint
UPDATE "tenants" AS t SET "phone" = NULL
FROM "users" AS u
WHERE u."id" = t."owner_id" AND t."phone" IS NOT NULL AND u."phone" IS NOT NULL
  AND regexp_replace(regexp_replace(t."phone", '[^0-9]', '', 'g'), '^0', '62') = regexp_replace(regexp_replace(u."phone", '[^0-9]', '', 'g'), '^0', '62');
