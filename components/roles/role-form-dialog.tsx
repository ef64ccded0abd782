'use client';
// Create/edit role modal: roleFormSchema rules and messages, Generate for the code, permission picker; on create,
// a code equal to SUPER_ADMIN, ADMIN or MANAGER prefills that role's default permissions (role-prefill.ts), and the form
// says what the prefill ticked or withdrew.
import * as React from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { WandSparklesIcon } from 'lucide-react';
import { isSystemRoleCode } from '@/lib/auth/permissions';
import { apiClient } from '@/lib/api/client';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import type { Role } from '@/components/dashboard/api-types';
import { showServerErrors } from '@/lib/api/form-errors';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, fieldDescribedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { generateRoleCode } from '@/lib/validations/common';
import { roleFormSchema } from '@/lib/validations/role';
import { PermissionPicker, visiblePermissions } from './permission-picker';
import { applyCodeChange, applyManualChange, initialPrefillState, type PrefillState } from './role-prefill';

type FormOutput = z.output<typeof roleFormSchema>;
interface FormInput {
  name: string;
  code: string;
  description: string;
  permissions: string[];
  sortOrder: string;
  isSystem: boolean;
}

interface RoleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: create. */
  role: Role | null;
  onSaved: (role: Role) => void;
}

export function RoleFormDialog({ open, onOpenChange, role, onSaved }: RoleFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">{open && <RoleForm key={role?.id ?? 'new'} role={role} onCancel={() => onOpenChange(false)} onSaved={onSaved} />}</DialogContent>
    </Dialog>
  );
}

function RoleForm({ role, onCancel, onSaved }: { role: Role | null; onCancel: () => void; onSaved: (role: Role) => void }) {
  const mode = role ? 'edit' : 'create';
  // The built-in roles are always system roles (the server refuses to clear the flag): the box stays ticked.
  const builtIn = !!role && isSystemRoleCode(role.code);
  const { toast } = useToast();
  const [serverError, setServerError] = React.useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(roleFormSchema) as unknown as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: {
      name: role?.name ?? '',
      code: role?.code ?? '',
      description: role?.description ?? '',
      permissions: role?.permissions ?? [],
      sortOrder: role ? String(role.sortOrder) : '0',
      isSystem: builtIn || (role?.isSystem ?? false),
    },
  });
  const {
    register,
    control,
    getValues,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const code = useWatch({ control, name: 'code' });
  // The prefill runs from the input's own change handler (not register's onChange option), so no ref-reading
  // closure is handed to a function during render.
  // Registered in the form's order: react-hook-form focuses the first invalid field in the order fields registered.
  const nameField = register('name');
  const codeField = register('code');

  // On create only: what the current prefill ticked, so a code typed past it can take exactly that back.
  const prefill = React.useRef<PrefillState>(initialPrefillState(getValues('permissions')));
  const [prefillNote, setPrefillNote] = React.useState<{ added: string[]; text: string } | null>(null);

  const applyCode = (next: string) => {
    if (mode !== 'create') return;
    const before = prefill.current;
    const current = { ...before, permissions: getValues('permissions') };
    const after = applyCodeChange(current, next);
    if (after === current) return;
    prefill.current = after;
    setValue('permissions', after.permissions, { shouldDirty: true });
    const withdrawn = before.added.length;
    if (after.prefillCode) {
      setPrefillNote({
        added: after.added,
        text: `${after.added.length} permission bawaan role ${after.prefillCode} dicentang otomatis (ditandai "otomatis").`,
      });
    } else if (withdrawn > 0) {
      setPrefillNote({ added: [], text: `${withdrawn} permission bawaan role ${before.prefillCode} dilepas karena kode berubah.` });
    } else {
      setPrefillNote(null);
    }
  };

  const changePermissions = (next: string[], onChange: (value: string[]) => void) => {
    if (mode === 'create') prefill.current = applyManualChange({ ...prefill.current, permissions: getValues('permissions') }, next);
    onChange(next);
    if (mode !== 'create') return;
    setPrefillNote((note) => (note && note.added.length ? { ...note, added: prefill.current.added } : note));
  };

  const generate = () => {
    const next = generateRoleCode(getValues('name'));
    setValue('code', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    applyCode(next);
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    // Only the permissions the picker shows for this code are kept.
    const visible = new Set(visiblePermissions(values.code));
    const payload = {
      name: values.name,
      code: values.code,
      description: values.description,
      permissions: values.permissions.filter((p) => visible.has(p)),
      sortOrder: values.sortOrder ?? 0,
      isSystem: values.isSystem ?? false,
    };
    try {
      const saved = mode === 'create' ? await apiClient.post<Role>('/roles', payload) : await apiClient.patch<Role>(`/roles/${role!.id}`, payload);
      toast({ variant: 'success', description: mode === 'create' ? 'Role berhasil dibuat' : 'Role berhasil diperbarui' });
      onSaved(saved);
    } catch (error) {
      console.error('Gagal menyimpan role', error);
      setServerError(
        showServerErrors(form.setError, error, mode === 'create' ? 'Gagal membuat role. Silakan coba lagi.' : 'Gagal memperbarui role. Silakan coba lagi.'),
      );
    }
  });

  const codeError = errors.code?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{mode === 'create' ? 'Tambah Role' : 'Edit Role'}</DialogTitle>
        <DialogDescription>Tentukan nama, kode, dan permission role.</DialogDescription>
      </DialogHeader>
      <AlertBanner message={serverError} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="role-name" label="Nama Role" error={errors.name?.message} required>
          <Input {...nameField} />
        </FormField>
        <div className="grid gap-2">
          <Label htmlFor="role-code" className={codeError ? 'text-destructive' : undefined}>
            Kode Role
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
            <span className="sr-only">(wajib)</span>
          </Label>
          <div className="flex gap-2">
            <Input
              id="role-code"
              aria-invalid={codeError ? true : undefined}
              aria-required="true"
              aria-describedby={fieldDescribedBy('role-code', { hint: true, error: codeError })}
              {...codeField}
              onChange={(e) => {
                void codeField.onChange(e);
                applyCode(e.target.value);
              }}
            />
            <Button type="button" variant="outline" onClick={generate}>
              <WandSparklesIcon aria-hidden="true" />
              Generate
            </Button>
          </div>
          <p id="role-code-hint" className="text-sm text-muted-foreground">
            Huruf besar dan underscore, misalnya CONTENT_EDITOR.
          </p>
          {codeError && (
            <p id="role-code-error" role="alert" className="text-sm font-medium text-destructive">
              {codeError}
            </p>
          )}
        </div>
      </div>
      <FormField id="role-description" label="Deskripsi" error={errors.description?.message} required>
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="role-sort-order" label="Urutan" error={errors.sortOrder?.message} hint="0-999, angka kecil tampil lebih dulu.">
          <Input type="number" inputMode="numeric" min={0} max={999} step={1} {...register('sortOrder')} />
        </FormField>
        <div className="flex items-center gap-2 self-center">
          <Controller
            control={control}
            name="isSystem"
            render={({ field }) => (
              <Checkbox id="role-is-system" checked={field.value} disabled={builtIn} onCheckedChange={(c) => field.onChange(c === true)} />
            )}
          />
          <Label htmlFor="role-is-system" className="font-normal">
            Role sistem (tidak dapat dihapus)
          </Label>
        </div>
      </div>
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <PermissionPicker
            code={code ?? ''}
            value={field.value}
            onChange={(next) => changePermissions(next, field.onChange)}
            error={errors.permissions?.message}
            prefilled={prefillNote?.added}
            note={prefillNote?.text}
          />
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Batal
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner size="sm" label="Menyimpan..." className="[&_svg]:text-current" />}
          {mode === 'create' ? 'Simpan Role' : 'Simpan Perubahan'}
        </Button>
      </DialogFooter>
    </form>
  );
}
