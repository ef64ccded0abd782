'use client';
// /dashboard: the admin overview for SUPER_ADMIN and ADMIN, the manager overview for MANAGER and any other role.
import { useCurrentRole } from '@/components/dashboard/use-current-role';
import { usesAdminDashboard } from '@/lib/auth/permissions';
import { AdminOverview } from './admin-overview';
import { ManagerOverview } from './manager-overview';

export function DashboardOverview() {
  const role = useCurrentRole();
  return usesAdminDashboard(role) ? <AdminOverview /> : <ManagerOverview />;
}
