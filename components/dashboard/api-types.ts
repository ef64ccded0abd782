// The JSON shapes the dashboard reads from /api/v1 (brief: "API conventions").
import type { MenuJson, MenuTenantJson, TenantJson, TenantOwnerJson } from '@/lib/api/contract';
import type { MenuCategory, MenuStatus, TenantStatus, TenantType, UserStatus } from '@/lib/constants';

export interface ListMeta {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

export type TenantOwner = TenantOwnerJson;
export type Tenant = TenantJson;
export type MenuTenant = MenuTenantJson;
export type Menu = MenuJson;

export interface UserRoleRef {
  id: number;
  name: string;
  code: string;
}

export interface User {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  status: UserStatus;
  roleId: number;
  role: UserRoleRef | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt?: string;
}

export interface Role {
  id: number;
  name: string;
  code: string;
  description: string;
  permissions: string[];
  sortOrder: number;
  isSystem: boolean;
  userCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface RoleListResponse {
  data: Role[];
  total: number;
}

/** GET /reports/summary. */
export interface ReportSummary {
  generatedAt: string;
  totals: { tenants: number; menus: number; users: number; roles: number };
  tenantsByStatus: Record<TenantStatus, number>;
  tenantsByType: Record<TenantType, number>;
  menusByStatus: Record<MenuStatus, number>;
  menusByCategory: Record<MenuCategory, number>;
  usersByStatus: Record<UserStatus, number>;
  usersByRole: { roleId: number; name: string; code: string; count: number }[];
  newUsers: { last7Days: number; last30Days: number };
  averageRating: number | null;
  ratedTenants: number;
  registrationsPerDay: { date: string; users: number; tenants: number }[];
}
