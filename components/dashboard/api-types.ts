// The JSON shapes the dashboard reads from /api/v1 (brief: "API conventions").
import type { MenuCategory, MenuStatus, TenantStatus, TenantType, UserStatus } from '@/lib/constants';
import type { OperatingHours } from '@/lib/validations/tenant';

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

export interface TenantOwner {
  id: number;
  name: string;
  email: string;
}

export interface Tenant {
  id: number;
  ownerId: number | null;
  name: string;
  slug: string;
  description: string | null;
  type: TenantType;
  address: string;
  district: string | null;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  instagram: string | null;
  tiktok: string | null;
  facebook: string | null;
  whatsapp: string | null;
  logo: string | null;
  banner: string | null;
  image: string | null;
  rating: number | null;
  totalOrders: number;
  operatingHours: OperatingHours | null;
  isHalal: boolean | null;
  status: TenantStatus;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
  owner?: TenantOwner | null;
  menuCount?: number;
}

export interface MenuTenant {
  id: number;
  name: string;
  slug?: string;
  city?: string;
  status?: TenantStatus;
}

export interface Menu {
  id: number;
  tenantId: number;
  name: string;
  description: string | null;
  price: number;
  category: MenuCategory;
  spiceLevel: number;
  preparationTime: number | null;
  ingredients: string | null;
  allergens: string | null;
  calories: number | null;
  image: string | null;
  imageUrl?: string | null;
  isAvailable: boolean;
  status: MenuStatus;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
  tenant?: MenuTenant | null;
}

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
