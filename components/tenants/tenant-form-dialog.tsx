'use client';
// The tenant form in a Radix dialog (create and edit modes of both tenant screens).
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TenantForm, type TenantFormProps } from './tenant-form';

interface TenantFormDialogProps extends Omit<TenantFormProps, 'onCancel'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
}

export function TenantFormDialog({ open, onOpenChange, title, description, ...formProps }: TenantFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description ?? 'Kolom bertanda * wajib diisi.'}</DialogDescription>
        </DialogHeader>
        {open && <TenantForm key={formProps.tenant?.id ?? 'new'} {...formProps} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
