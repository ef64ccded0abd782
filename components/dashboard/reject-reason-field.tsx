'use client';
// The required rejection reason of the review dialogs (the reject button stays disabled while it is blank).
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export function RejectReasonField({ id, value, onChange, disabled }: { id: string; value: string; onChange: (v: string) => void; disabled?: boolean }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        Alasan Penolakan
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
        <span className="sr-only">(wajib)</span>
      </Label>
      <Textarea
        id={id}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-required="true"
        aria-describedby={`${id}-hint`}
        placeholder="Jelaskan alasan penolakan agar pemilik dapat memperbaikinya"
        maxLength={1000}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Wajib diisi untuk menolak. Alasan akan ditampilkan kepada pemilik.
      </p>
    </div>
  );
}
