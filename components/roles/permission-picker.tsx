'use client';
// Permission picker (spec section 6): the areas fitting the role code, a select-all toggle per area, the selected count.
import * as React from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { ACTION_LABELS, AREA_LABELS, pickerAreasForRoleCode } from '@/lib/auth/permissions';
import { cn } from '@/lib/utils';

/** The permissions the picker shows for a role code. */
export function visiblePermissions(code: string): string[] {
  return pickerAreasForRoleCode(code).flatMap(({ area, actions }) => actions.map((action) => `${area}.${action}`));
}

interface PermissionPickerProps {
  code: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
  /** Permissions a role-code prefill ticked: marked, so no grant is added unseen. */
  prefilled?: string[];
  /** What the last prefill did, announced above the boxes. */
  note?: string;
}

export function PermissionPicker({ code, value, onChange, error, disabled, prefilled, note }: PermissionPickerProps) {
  const auto = new Set(prefilled ?? []);
  const areas = pickerAreasForRoleCode(code);
  const selected = new Set(value);
  const visible = visiblePermissions(code);
  const selectedCount = visible.filter((p) => selected.has(p)).length;

  const toggle = (permission: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(permission);
    else next.delete(permission);
    onChange([...next]);
  };

  const toggleArea = (permissions: string[], on: boolean) => {
    const next = new Set(selected);
    for (const p of permissions) {
      if (on) next.add(p);
      else next.delete(p);
    }
    onChange([...next]);
  };

  return (
    <fieldset className="grid gap-3" disabled={disabled} aria-describedby={error ? 'permissions-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Permission</legend>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="permission-count">
        {selectedCount} dari {visible.length} permission dipilih
      </p>
      {note && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status" data-testid="permission-prefill-note">
          {note}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {areas.map(({ area, actions }) => {
          const permissions = actions.map((action) => `${area}.${action}`);
          const chosen = permissions.filter((p) => selected.has(p)).length;
          const all = chosen === permissions.length;
          const allId = `perm-${area}-all`;
          return (
            <div key={area} className="rounded-md border p-3" role="group" aria-labelledby={`perm-${area}-title`}>
              <div className="mb-2 flex items-center justify-between gap-2">
                <span id={`perm-${area}-title`} className="text-sm font-semibold">
                  {AREA_LABELS[area]}
                </span>
                <div className="flex items-center gap-2">
                  <Checkbox id={allId} checked={all ? true : chosen > 0 ? 'indeterminate' : false} onCheckedChange={() => toggleArea(permissions, !all)} />
                  <Label htmlFor={allId} className="text-xs font-normal">
                    Pilih semua {AREA_LABELS[area]}
                  </Label>
                </div>
              </div>
              <ul className="grid grid-cols-2 gap-2">
                {actions.map((action) => {
                  const permission = `${area}.${action}`;
                  const id = `perm-${area}-${action}`;
                  return (
                    <li key={permission} className="flex items-center gap-2">
                      <Checkbox id={id} checked={selected.has(permission)} onCheckedChange={(c) => toggle(permission, c === true)} value={permission} />
                      <Label htmlFor={id} className={cn('text-sm font-normal')} title={permission}>
                        {ACTION_LABELS[action] ?? action}
                        <span className="sr-only"> ({permission})</span>
                      </Label>
                      {auto.has(permission) && (
                        <span className="rounded bg-amber-100 px-1 text-[10px] font-medium text-amber-900" data-testid="permission-prefilled">
                          otomatis
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
      {error && (
        <p id="permissions-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
