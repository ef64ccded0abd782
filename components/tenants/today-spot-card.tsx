'use client';
// 'Tenant Saya' for a food truck: one-field "Mangkal hari ini" update (PATCH { todaySpot }), today's spot shown while
// it lasts (the server stamps it with today's Asia/Jakarta date; it expires at midnight).
import * as React from 'react';
import { MapPinIcon, Trash2Icon } from 'lucide-react';
import { apiClient, isApiClientError, messageOf } from '@/lib/api/client';
import type { Tenant } from '@/components/dashboard/api-types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { currentTodaySpot } from './local-facts-input';

const SPOT_MAX = 150;

export function TodaySpotCard({ tenant, onSaved }: { tenant: Tenant; onSaved: (tenant: Tenant) => void }) {
  const { toast } = useToast();
  const spot = currentTodaySpot(tenant, new Date());
  const [value, setValue] = React.useState(spot ?? '');
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState<'save' | 'clear' | null>(null);

  const save = async (todaySpot: string | null) => {
    setError(null);
    setPending(todaySpot === null ? 'clear' : 'save');
    try {
      const updated = await apiClient.patch<Tenant>(`/tenants/${tenant.id}`, { todaySpot });
      onSaved(updated);
      setValue(currentTodaySpot(updated, new Date()) ?? '');
      toast({ variant: 'success', description: todaySpot === null ? 'Lokasi mangkal hari ini dihapus' : 'Lokasi mangkal hari ini disimpan' });
    } catch (err) {
      console.error('Gagal menyimpan lokasi mangkal', err);
      const fieldMessage = isApiClientError(err) ? err.errors?.todaySpot : undefined;
      setError(typeof fieldMessage === 'string' ? fieldMessage : messageOf(err, 'Gagal menyimpan lokasi mangkal. Silakan coba lagi.'));
    } finally {
      setPending(null);
    }
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const text = value.trim();
    if (!text) {
      setError('Isi lokasi mangkal, atau gunakan Hapus untuk menghapusnya.');
      return;
    }
    void save(text);
  };

  return (
    <Card data-testid="today-spot-card">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <MapPinIcon aria-hidden="true" className="size-4 text-primary" />
          Mangkal hari ini
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="today-spot-current">
          {spot ? (
            <>
              Hari ini: <span className="font-medium text-foreground">{spot}</span>
            </>
          ) : (
            'Belum diisi untuk hari ini.'
          )}{' '}
          Lokasi hilang otomatis pukul 00.00 WIB.
        </p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start" aria-label="Mangkal hari ini">
          <FormField id="today-spot" label="Lokasi mangkal" error={error ?? undefined} className="min-w-0">
            <Input
              value={value}
              maxLength={SPOT_MAX}
              placeholder="Depan Masjid Agung Tasikmalaya"
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
            />
          </FormField>
          <div className="flex gap-2 sm:mt-[1.375rem]">
            <Button type="submit" className="flex-1 sm:flex-none" disabled={pending !== null}>
              {pending === 'save' && <Spinner size="sm" label="Menyimpan..." className="[&_svg]:text-current" />}
              Simpan
            </Button>
            {spot && (
              <Button type="button" variant="outline" disabled={pending !== null} onClick={() => void save(null)} aria-label="Hapus lokasi mangkal hari ini">
                {pending === 'clear' ? <Spinner size="sm" label="Menghapus..." className="[&_svg]:text-current" /> : <Trash2Icon aria-hidden="true" />}
                Hapus
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
