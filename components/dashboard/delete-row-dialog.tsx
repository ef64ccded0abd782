'use client';
// The delete flow of the user, role and tenant lists: 'Apakah Anda yakin ingin menghapus {noun} "{name}"?', DELETE, a
// success toast. A failure is logged and shown in the list's alert banner: the server's message, else the spec's text.
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { messageOf } from '@/lib/api/client';
import { useToast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api/client';

interface DeleteRowDialogProps<T extends { id: number; name: string }> {
  /** The row to delete; null keeps the dialog closed. */
  row: T | null;
  onClose: () => void;
  /** The thing deleted as it reads in a sentence ('pengguna')... */
  noun: string;
  /** ...and in the title and toast ('Pengguna'). */
  title: string;
  /** The collection path, e.g. '/users'. */
  path: string;
  failedMessage: string;
  /** Sets the list's alert banner (null clears it). */
  onAlert: (message: string | null) => void;
  onDeleted: (row: T) => void;
}

export function DeleteRowDialog<T extends { id: number; name: string }>({
  row,
  onClose,
  noun,
  title,
  path,
  failedMessage,
  onAlert,
  onDeleted,
}: DeleteRowDialogProps<T>) {
  const { toast } = useToast();
  const confirm = async () => {
    if (!row) return;
    onAlert(null);
    try {
      await apiClient.delete(`${path}/${row.id}`);
    } catch (error) {
      console.error(`Gagal menghapus ${noun}`, error);
      onAlert(messageOf(error, failedMessage));
      return;
    }
    toast({ variant: 'success', description: `${title} "${row.name}" berhasil dihapus` });
    onDeleted(row);
  };
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Hapus ${title}`}
      description={row ? `Apakah Anda yakin ingin menghapus ${noun} "${row.name}"?` : ''}
      onConfirm={confirm}
    />
  );
}
