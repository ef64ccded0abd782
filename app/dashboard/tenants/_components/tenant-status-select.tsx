'use client';
// Admin status change of one tenant (active, suspended, inactive as the transitions allow): PATCH /tenants/{id} { status }.
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { TenantStatus } from '@/lib/constants';
import { TENANT_STATUS_LABELS } from '@/lib/status';
import { tenantStatusTargets } from '@/lib/transitions';

interface TenantStatusSelectProps {
  tenantName: string;
  status: TenantStatus;
  disabled?: boolean;
  onChange: (status: TenantStatus) => void;
}

export function TenantStatusSelect({ tenantName, status, disabled, onChange }: TenantStatusSelectProps) {
  const targets = tenantStatusTargets(status, 'admin');
  if (targets.length === 0) return null;
  return (
    <Select value={status} onValueChange={(v) => v !== status && onChange(v as TenantStatus)} disabled={disabled}>
      <SelectTrigger size="sm" className="w-auto min-w-36" aria-label={`Ubah status ${tenantName}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {[status, ...targets].map((s) => (
          <SelectItem key={s} value={s}>
            {TENANT_STATUS_LABELS[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
