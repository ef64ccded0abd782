// Tenants: public reads, the manager's own tenant, admin management and approval.
import 'server-only';
import { z } from 'zod';
import { GET as getTenant, PATCH as updateTenant, DELETE as deleteTenant } from '@/app/api/v1/tenants/[id]/route';
import { PATCH as approveTenant } from '@/app/api/v1/tenants/[id]/approve/route';
import { PATCH as rejectTenant } from '@/app/api/v1/tenants/[id]/reject/route';
import { DELETE as withdrawTenantRevision } from '@/app/api/v1/tenants/[id]/revision/route';
import { PATCH as approveTenantRevision } from '@/app/api/v1/tenants/[id]/revision/approve/route';
import { PATCH as rejectTenantRevision } from '@/app/api/v1/tenants/[id]/revision/reject/route';
import { GET as getMyTenant, POST as createMyTenant } from '@/app/api/v1/tenants/my-tenant/route';
import { GET as listPublicTenants } from '@/app/api/v1/tenants/public/route';
import { GET as getPublicTenant } from '@/app/api/v1/tenants/public/[id]/route';
import { GET as listTenants, POST as createTenant } from '@/app/api/v1/tenants/route';
import { PublicTenant, SuccessMessage, Tenant, listOf } from '@/lib/api/contract';
import { AUTHENTICATED, json, type Operation } from './operation';

/** What a pending revision is (lib/revisions.ts). */
export const REVISION_NOTE =
  'An approved tenant’s name, slug, description, pictures (logo, banner, image), links (website, social, delivery apps), halal status and certificate and cuisine are reviewed: the owner’s change to them waits as `revision` while the public keeps the approved version. Everything else (price, availability, hours, temporary closure, today’s spot, address, contacts, payments, order facts, type) applies at once.';

const OWNER_SCOPED = 'With `tenants.read` (or the permission named), any tenant; without it, only the caller’s own tenant.';

export const tenantOperations: Operation[] = [
  {
    method: 'get',
    path: '/tenants',
    tag: 'Tenants',
    summary: 'List tenants (admin)',
    handler: listTenants,
    ownerScoped: true,
    success: { status: 200, description: 'A page of tenants.', content: json(listOf(Tenant)) },
  },
  {
    method: 'post',
    path: '/tenants',
    tag: 'Tenants',
    summary: 'Create a tenant (admin; may set status and owner)',
    handler: createTenant,
    success: { status: 201, description: 'Created.', content: json(Tenant) },
    errors: [409],
  },
  {
    method: 'get',
    path: '/tenants/public',
    tag: 'Tenants',
    summary: 'Active tenants (public)',
    description:
      'Only active tenants with at least one active menu. `search` matches name, description and address, or an active menu of the tenant, like the menu search (case, accents, spellings). Never-rated tenants sort last. Cached publicly for a few seconds.',
    handler: listPublicTenants,
    success: { status: 200, description: 'A page of active tenants.', content: json(listOf(PublicTenant)) },
    conditional: true,
  },
  {
    method: 'get',
    path: '/tenants/public/{id}',
    tag: 'Tenants',
    summary: 'One active tenant (public)',
    description: 'By id or slug; a tenant that is not active or has no active menu answers 404.',
    handler: getPublicTenant,
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(150)
        .meta({ param: { description: 'Numeric id or slug.' }, example: 'nasi-tutug-oncom-mang-ujang' }),
    }),
    success: { status: 200, description: 'The tenant.', content: json(PublicTenant) },
    conditional: true,
  },
  {
    method: 'get',
    path: '/tenants/my-tenant',
    tag: 'Tenants',
    summary: 'The caller’s own tenant',
    description:
      '404 means the caller has no tenant yet; with `optional=true` that answer is 200 `null` instead (the dashboard asks this way, so the browser logs no failed request).',
    handler: getMyTenant,
    success: { status: 200, description: 'The tenant (or null with optional=true and no tenant).', content: json(z.union([Tenant, z.null()])) },
    errors: [404],
  },
  {
    method: 'post',
    path: '/tenants/my-tenant',
    tag: 'Tenants',
    summary: 'Create the caller’s tenant (manager)',
    description:
      'Starts as `pending_approval`. `phone`, `whatsapp` and `email` are the tenant’s public business contact, as given (none by default): the caller’s login email and profile phone are never copied into them. A second tenant answers 409 with a message containing "already has a tenant". Only a Manager owns a tenant: a caller with any other role (ADMIN, SUPER_ADMIN, a custom role) answers 403 "Pemilik tenant harus pengguna dengan role Manager".',
    handler: createMyTenant,
    success: { status: 201, description: 'Created.', content: json(Tenant) },
    errors: [409],
  },
  {
    method: 'get',
    path: '/tenants/{id}',
    tag: 'Tenants',
    summary: 'One tenant',
    description: OWNER_SCOPED,
    handler: getTenant,
    access: AUTHENTICATED,
    ownerScoped: true,
    success: { status: 200, description: 'The tenant.', content: json(Tenant) },
    errors: [403],
  },
  {
    method: 'patch',
    path: '/tenants/{id}',
    tag: 'Tenants',
    summary: 'Update a tenant',
    description:
      'Any subset of fields. `status` changes follow the transitions (pending_approval→active|rejected via approve/reject; active↔suspended, active↔inactive); others answer 409, as does a name (or a return to active) another active tenant already holds, case, accents, punctuation and spaces ignored. `isFeatured` is never set by an account on a tenant it owns (403). With `tenants.update`, any tenant; without it, only the caller’s own tenant (editing a rejected tenant resubmits it). ' +
      REVISION_NOTE +
      ' A reviewer’s edit (tenants.approve, not their own tenant) applies directly.',
    handler: updateTenant,
    access: AUTHENTICATED,
    ownerScoped: true,
    success: { status: 200, description: 'Updated.', content: json(Tenant) },
    errors: [403, 409],
  },
  {
    method: 'delete',
    path: '/tenants/{id}',
    tag: 'Tenants',
    summary: 'Delete a tenant and its menus',
    handler: deleteTenant,
    ownerScoped: true,
    success: { status: 200, description: 'Deleted.', content: json(SuccessMessage) },
  },
  {
    method: 'patch',
    path: '/tenants/{id}/approve',
    tag: 'Tenants',
    summary: 'Approve a pending tenant',
    description:
      'Never by the tenant’s owner nor by the account that created it (403, `createdBy`). 409 when another active tenant has the same name (case, accents, punctuation and spaces ignored): "Nama tenant sudah digunakan oleh tenant lain".',
    handler: approveTenant,
    success: { status: 200, description: 'Now active.', content: json(Tenant) },
    errors: [409],
  },
  {
    method: 'patch',
    path: '/tenants/{id}/reject',
    tag: 'Tenants',
    summary: 'Reject a pending tenant',
    description: 'The reason is stored and returned as `rejectionReason`. Never by the tenant’s owner nor by the account that created it (403).',
    handler: rejectTenant,
    success: { status: 200, description: 'Now rejected.', content: json(Tenant) },
    errors: [409],
  },
  {
    method: 'patch',
    path: '/tenants/{id}/revision/approve',
    tag: 'Tenants',
    summary: 'Approve the pending revision of an approved tenant',
    description: REVISION_NOTE + ' The proposed values replace the live ones in one transaction. 409 `NO_PENDING_REVISION` when none is waiting.',
    handler: approveTenantRevision,
    success: { status: 200, description: 'The revision is live.', content: json(Tenant) },
    errors: [409],
  },
  {
    method: 'patch',
    path: '/tenants/{id}/revision/reject',
    tag: 'Tenants',
    summary: 'Reject the pending revision of an approved tenant',
    description: 'The live version stays; the reason is returned as `revision.rejectionReason` until the owner withdraws or submits a new revision.',
    handler: rejectTenantRevision,
    success: { status: 200, description: 'The revision is rejected.', content: json(Tenant) },
    errors: [409],
  },
  {
    method: 'delete',
    path: '/tenants/{id}/revision',
    tag: 'Tenants',
    summary: 'Withdraw the revision of a tenant',
    description: `${OWNER_SCOPED} Removes the pending or rejected revision; the live version stays. 409 \`NO_PENDING_REVISION\` when there is none.`,
    handler: withdrawTenantRevision,
    access: AUTHENTICATED,
    ownerScoped: true,
    success: { status: 200, description: 'Withdrawn.', content: json(Tenant) },
    errors: [403, 409],
  },
];
