'use client';
// Image picker that uploads through POST /files (multipart field 'file') and hands back the stored URL.
import * as React from 'react';
import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { apiClient } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { messageOf } from '@/lib/api/client';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_BYTES = 5 * 1024 * 1024;

interface ImageUploadProps {
  id: string;
  label: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  disabled?: boolean;
  /** Preview shape. */
  aspect?: 'square' | 'wide';
  hint?: string;
}

export function ImageUpload({ id, label, value, onChange, disabled, aspect = 'square', hint = 'JPG, PNG, atau WebP, maksimal 5 MB.' }: ImageUploadProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [broken, setBroken] = React.useState<string | null>(null);

  const pick = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) {
      setError('Format gambar harus JPG, PNG, atau WebP');
      return;
    }
    if (file.size > MAX_BYTES) {
      setError('Ukuran gambar maksimal 5 MB');
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const result = await apiClient.upload<{ url: string }>('/files', form);
      onChange(result.url);
    } catch (err) {
      setError(messageOf(err, 'Gagal mengunggah gambar. Silakan coba lagi.'));
    } finally {
      setUploading(false);
    }
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showPreview = !!value && broken !== value;

  return (
    <div className="grid gap-2" data-testid={`${id}-upload`}>
      <label htmlFor={id} id={`${id}-label`} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={cn('flex shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted', aspect === 'square' ? 'size-20' : 'h-20 w-36')}
        >
          {showPreview ? (
            // eslint-disable-next-line @next/next/no-img-element -- uploaded files are served by the API with their own cache headers
            <img src={value} alt={`Pratinjau ${label.toLowerCase()}`} className="size-full object-cover" onError={() => setBroken(value)} />
          ) : (
            <ImageIcon aria-hidden="true" className="size-6 text-muted-foreground" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            onChange={pick}
            disabled={disabled || uploading}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            tabIndex={-1}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => inputRef.current?.click()}
            disabled={disabled || uploading}
            aria-describedby={hintId}
          >
            {uploading ? <Spinner size="sm" label="Mengunggah..." /> : <UploadIcon aria-hidden="true" />}
            {value ? `Ganti ${label}` : `Unggah ${label}`}
          </Button>
          {value && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)} disabled={disabled || uploading}>
              <Trash2Icon aria-hidden="true" />
              Hapus {label}
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
