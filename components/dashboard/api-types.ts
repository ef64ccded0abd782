// The JSON shapes the dashboard reads from /api/v1: every one is inferred from the contract's zod schemas
// (lib/api/contract.ts), the same schemas the OpenAPI document is generated from and the API tests check responses with.
import type { z } from 'zod';
import type {
  MenuJson,
  MenuTenantJson,
  PaginationMeta,
  ReportSummaryJson,
  RoleJson,
  RoleList,
  RoleRef,
  TenantJson,
  TenantOwnerJson,
  UserJson,
} from '@/lib/api/contract';

export type ListMeta = z.infer<typeof PaginationMeta>;

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

export type TenantOwner = TenantOwnerJson;
export type Tenant = TenantJson;
export type MenuTenant = MenuTenantJson;
export type Menu = MenuJson;
export type UserRoleRef = z.infer<typeof RoleRef>;
export type User = UserJson;
export type Role = RoleJson;
export type RoleListResponse = z.infer<typeof RoleList>;
/** GET /reports/summary. */
export type ReportSummary = ReportSummaryJson;
