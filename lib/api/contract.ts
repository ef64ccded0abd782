// The JSON shapes of the API contract, once: the query layer serializes to them, the public pages render them and
// the dashboard reads them. Types only (safe to import from client components).
import type { MenuCategory, MenuStatus, TenantStatus, TenantType } from '@/lib/constants';
import type { OperatingHours } from '@/lib/validations/tenant';

export interface TenantOwnerJson {
  id: number;
  name: string;
  email: string;
}

/** Tenant JSON. `owner` and `menuCount` come with single-tenant reads. */
export interface TenantJson {
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
  approvedAt: string | null;
  createdAt: string;
  updatedAt: string;
  owner?: TenantOwnerJson | null;
  menuCount?: number;
}

/** The tenant fields every Menu JSON carries. */
export interface MenuTenantJson {
  id: number;
  name: string;
  slug: string;
  city: string;
  rating: number | null;
  description: string | null;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  instagram: string | null;
  tiktok: string | null;
  facebook: string | null;
  whatsapp: string | null;
  logo: string | null;
  status: TenantStatus;
}

/** Menu JSON (`imageUrl` repeats `image` for clients that read either name). */
export interface MenuJson {
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
  imageUrl: string | null;
  isAvailable: boolean;
  status: MenuStatus;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
  tenant: MenuTenantJson;
}

/** Tenant JSON for visitors: always active, without the owner and review fields, with its active menu count. */
export type PublicTenant = Omit<TenantJson, 'ownerId' | 'status' | 'rejectionReason' | 'approvedAt' | 'owner' | 'menuCount'> & {
  status: 'active';
  menuCount: number;
};

export type PublicMenuTenant = Omit<MenuTenantJson, 'status'> & { status: 'active' };

/** Menu JSON for visitors: an active menu of an active tenant, without the review field. */
export type PublicMenu = Omit<MenuJson, 'status' | 'rejectionReason' | 'tenant'> & { status: 'active'; tenant: PublicMenuTenant };

/** Social links of the site settings (stored as JSON). */
export interface SocialLinks {
  instagram?: string | null;
  facebook?: string | null;
  tiktok?: string | null;
  youtube?: string | null;
  whatsapp?: string | null;
}

/** The site settings the public pages show (footer, about, contact). */
export interface PublicSettings {
  siteName: string;
  tagline: string;
  city: string;
  contactPhone: string | null;
  contactEmail: string | null;
  address: string | null;
  socialLinks: SocialLinks;
}
