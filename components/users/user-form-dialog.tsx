'use client';
// Create/edit user modal: userFormSchema(mode) rules and messages, role select from the roles the signed-in user may
// assign (the caller filters GET /roles with canAssignRole), blank password omitted on edit.
import * as React from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { apiClient } from '@/lib/api/client';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import type { Role, User } from '@/components/dashboard/api-types';
import { showServerErrors } from '@/lib/api/form-errors';
import { SelectField } from '@/components/dashboard/select-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { roleLabel } from '@/lib/auth/permissions';
import { userFormSchema } from '@/lib/validations/user';

type Mode = 'create' | 'edit';
type FormInput = { name: string; email: string; password: string; roleId: string };
type FormOutput = z.output<ReturnType<typeof userFormSchema>>;

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: create. */
  user: User | null;
  roles: Role[] | undefined;
  rolesLoading?: boolean;
  onSaved: (user: User, mode: Mode) => void;
}

export function UserFormDialog({ open, onOpenChange, user, roles, rolesLoading, onSaved }: UserFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        {open && (
          <UserForm key={user?.id ?? 'new'} user={user} roles={roles} rolesLoading={rolesLoading} onCancel={() => onOpenChange(false)} onSaved={onSaved} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function UserForm({
  user,
  roles,
  rolesLoading,
  onCancel,
  onSaved,
}: {
  user: User | null;
  roles: Role[] | undefined;
  rolesLoading?: boolean;
  onCancel: () => void;
  onSaved: (user: User, mode: Mode) => void;
}) {
  const mode: Mode = user ? 'edit' : 'create';
  const { toast } = useToast();
  const [serverError, setServerError] = React.useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(userFormSchema(mode)) as unknown as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      password: '',
      roleId: user ? String(user.roleId) : '',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const payload: Record<string, unknown> = { name: values.name, email: values.email, roleId: values.roleId };
    // A blank password on edit means "unchanged": it is left out of the payload.
    if (values.password) payload.password = values.password;
    try {
      const saved = mode === 'create' ? await apiClient.post<User>('/users', payload) : await apiClient.patch<User>(`/users/${user!.id}`, payload);
      toast({ variant: 'success', description: mode === 'create' ? 'Pengguna berhasil ditambahkan' : 'Pengguna berhasil diperbarui' });
      onSaved(saved, mode);
    } catch (error) {
      console.error('Gagal menyimpan pengguna', error);
      setServerError(
        showServerErrors(
          form.setError,
          error,
          mode === 'create' ? 'Gagal menambahkan pengguna. Silakan coba lagi.' : 'Gagal memperbarui pengguna. Silakan coba lagi.',
        ),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{mode === 'create' ? 'Tambah Pengguna' : 'Edit Pengguna'}</DialogTitle>
        <DialogDescription>
          {mode === 'create' ? 'Buat akun baru dan tentukan role-nya.' : 'Ubah data pengguna. Kosongkan password jika tidak ingin mengubahnya.'}
        </DialogDescription>
      </DialogHeader>
      <AlertBanner message={serverError} />
      <FormField id="user-name" label="Nama Lengkap" error={errors.name?.message} required>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField id="user-email" label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField
        id="user-password"
        label="Password"
        error={errors.password?.message}
        required={mode === 'create'}
        hint={mode === 'edit' ? 'Kosongkan jika tidak ingin mengubah password.' : 'Minimal 6 karakter.'}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <Controller
        control={control}
        name="roleId"
        render={({ field }) => (
          <SelectField
            id="user-role"
            label="Role"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.roleId?.message}
            required
            disabled={rolesLoading}
            placeholder={rolesLoading ? 'Memuat role...' : 'Pilih role'}
            options={roleOptions(roles, user)}
          />
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Batal
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner size="sm" label="Menyimpan..." className="[&_svg]:text-current" />}
          {mode === 'create' ? 'Tambah Pengguna' : 'Simpan Perubahan'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The offered roles; on edit the user's current role stays listed (keeping it is no assignment). */
function roleOptions(roles: Role[] | undefined, user: User | null): { value: string; label: string }[] {
  const options = (roles ?? []).map((role) => ({
    value: String(role.id),
    label: roleLabel(role.code) === 'Custom' ? `${role.name} (Custom)` : role.name,
  }));
  if (user?.role && !options.some((o) => o.value === String(user.roleId))) {
    options.unshift({ value: String(user.roleId), label: user.role.name });
  }
  return options;
}
