// Menus: public catalogue, the manager's menus, admin management and approval.
import 'server-only';
import { z } from 'zod';
import { GET as getMenu, PATCH as updateMenu, DELETE as deleteMenu } from '@/app/api/v1/menus/[id]/route';
import { PATCH as approveMenu } from '@/app/api/v1/menus/[id]/approve/route';
import { PATCH as rejectMenu } from '@/app/api/v1/menus/[id]/reject/route';
import { DELETE as withdrawMenuRevision } from '@/app/api/v1/menus/[id]/revision/route';
import { PATCH as approveMenuRevision } from '@/app/api/v1/menus/[id]/revision/approve/route';
import { PATCH as rejectMenuRevision } from '@/app/api/v1/menus/[id]/revision/reject/route';
import { GET as myMenus } from '@/app/api/v1/menus/my-menus/route';
import { GET as listPublicMenus } from '@/app/api/v1/menus/public/route';
import { GET as getPublicMenu } from '@/app/api/v1/menus/public/[id]/route';
import { GET as listTenantPublicMenus } from '@/app/api/v1/menus/public/tenant/[tenantId]/route';
import { GET as listMenus, POST as createMenu } from '@/app/api/v1/menus/route';
import { Menu, PublicMenu, SuccessMessage, listOf } from '@/lib/api/contract';
import { json, type Operation } from './operation';

/** What a pending revision of a menu is (lib/revisions.ts). */
const MENU_REVISION_NOTE =
  'An approved menu’s name, description, image and ingredients are reviewed: the owner’s change to them waits as `revision` while the public keeps the approved version. Price, availability, category, spice level, preparation time, calories, allergens and dietary tags apply at once.';

export const menuOperations: Operation[] = [
  {
    method: 'get',
    path: '/menus/public',
    tag: 'Menus',
    summary: 'Active menus of active tenants (public)',
    description:
      '`search` matches name, description, ingredients and the tenant’s name, ignoring case and accents; every word must match, each through any common spelling (bakso/baso, es/ice, mie/mi, kopi/coffee, ...); 1-letter words and unknown 2-letter words are ignored. Price filters and spice level are integers; `limit` defaults to and is capped at 50.',
    handler: listPublicMenus,
    success: { status: 200, description: 'A page of menus, each with its tenant’s public fields.', content: json(listOf(PublicMenu)) },
    conditional: true,
  },
  {
    method: 'get',
    path: '/menus/public/{id}',
    tag: 'Menus',
    summary: 'One public menu',
    handler: getPublicMenu,
    success: { status: 200, description: 'The menu.', content: json(PublicMenu) },
    conditional: true,
  },
  {
    method: 'get',
    path: '/menus/public/tenant/{tenantId}',
    tag: 'Menus',
    summary: 'Public menus of one active tenant',
    handler: listTenantPublicMenus,
    params: z.object({
      tenantId: z
        .string()
        .min(1)
        .max(150)
        .meta({ param: { description: 'Tenant id or slug.' }, example: '1' }),
    }),
    success: { status: 200, description: 'A page of menus.', content: json(listOf(PublicMenu)) },
    conditional: true,
  },
  {
    method: 'get',
    path: '/menus',
    tag: 'Menus',
    summary: 'List menus (admin)',
    handler: listMenus,
    ownerScoped: true,
    success: { status: 200, description: 'A page of menus.', content: json(listOf(Menu)) },
  },
  {
    method: 'post',
    path: '/menus',
    tag: 'Menus',
    summary: 'Create a menu',
    description: 'A manager creates into their own tenant only; an admin names `tenantId`. Always starts `pending_approval`; the body cannot set status.',
    handler: createMenu,
    ownerScoped: true,
    success: { status: 201, description: 'Created.', content: json(Menu) },
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/menus/my-menus',
    tag: 'Menus',
    summary: 'The caller’s tenant’s menus',
    handler: myMenus,
    success: { status: 200, description: 'All menus of the caller’s tenant.', content: json(z.object({ data: z.array(Menu) })) },
  },
  {
    method: 'get',
    path: '/menus/{id}',
    tag: 'Menus',
    summary: 'One menu',
    handler: getMenu,
    ownerScoped: true,
    success: { status: 200, description: 'The menu.', content: json(Menu) },
  },
  {
    method: 'patch',
    path: '/menus/{id}',
    tag: 'Menus',
    summary: 'Update a menu',
    description:
      '`status`: active↔inactive; editing a rejected menu resubmits it to `pending_approval`. `isAvailable` is always editable by the owner. ' +
      MENU_REVISION_NOTE +
      ' A reviewer’s edit (tenants.approve, not their own tenant) applies directly.',
    handler: updateMenu,
    ownerScoped: true,
    success: { status: 200, description: 'Updated.', content: json(Menu) },
    errors: [409],
  },
  {
    method: 'delete',
    path: '/menus/{id}',
    tag: 'Menus',
    summary: 'Delete a menu',
    handler: deleteMenu,
    ownerScoped: true,
    success: { status: 200, description: 'Deleted.', content: json(SuccessMessage) },
  },
  {
    method: 'patch',
    path: '/menus/{id}/approve',
    tag: 'Menus',
    summary: 'Approve a pending menu',
    description: 'Never by the owner of the menu’s tenant nor by the account that created the menu (403, `createdBy`).',
    handler: approveMenu,
    success: { status: 200, description: 'Now active.', content: json(Menu) },
    errors: [409],
  },
  {
    method: 'patch',
    path: '/menus/{id}/reject',
    tag: 'Menus',
    summary: 'Reject a pending menu',
    description: 'Never by the owner of the menu’s tenant nor by the account that created the menu (403).',
    handler: rejectMenu,
    success: { status: 200, description: 'Now rejected.', content: json(Menu) },
    errors: [409],
  },
  {
    method: 'patch',
    path: '/menus/{id}/revision/approve',
    tag: 'Menus',
    summary: 'Approve the pending revision of an approved menu',
    description: MENU_REVISION_NOTE + ' The proposed values replace the live ones in one transaction. 409 `NO_PENDING_REVISION` when none is waiting.',
    handler: approveMenuRevision,
    success: { status: 200, description: 'The revision is live.', content: json(Menu) },
    errors: [409],
  },
  {
    method: 'patch',
    path: '/menus/{id}/revision/reject',
    tag: 'Menus',
    summary: 'Reject the pending revision of an approved menu',
    description: 'The live version stays; the reason is returned as `revision.rejectionReason` until the owner withdraws or submits a new revision.',
    handler: rejectMenuRevision,
    success: { status: 200, description: 'The revision is rejected.', content: json(Menu) },
    errors: [409],
  },
  {
    method: 'delete',
    path: '/menus/{id}/revision',
    tag: 'Menus',
    summary: 'Withdraw the revision of a menu',
    description: 'Removes the pending or rejected revision; the live version stays. 409 `NO_PENDING_REVISION` when there is none.',
    handler: withdrawMenuRevision,
    ownerScoped: true,
    success: { status: 200, description: 'Withdrawn.', content: json(Menu) },
    errors: [409],
  },
];
