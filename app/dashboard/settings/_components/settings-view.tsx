'use client';
// Site settings (SUPER_ADMIN): site name, tagline, city, contact and social links shown by the public footer and
// about page; GET and PATCH /settings with settingsFormSchema.
import * as React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SaveIcon } from 'lucide-react';
import { apiClient } from '@/lib/api/client';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import { showServerErrors } from '@/lib/api/form-errors';
import { LoadError } from '@/components/dashboard/load-error';
import { PageHeader } from '@/components/dashboard/page-header';
import { TableSkeleton } from '@/components/dashboard/table-skeleton';
import { useApiQuery } from '@/components/dashboard/use-api-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { settingsFormSchema, settingsMessages } from '@/lib/validations/settings';

interface SiteSettings {
  siteName: string;
  tagline: string | null;
  city: string;
  contactPhone: string | null;
  contactEmail: string | null;
  address: string | null;
  socialLinks: Partial<Record<SocialKey, string | null>>;
  updatedAt: string | null;
}

type SocialKey = 'instagram' | 'facebook' | 'tiktok' | 'youtube' | 'whatsapp';
type FormOutput = z.output<typeof settingsFormSchema>;
interface FormInput {
  siteName: string;
  tagline: string;
  city: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  socialLinks: Record<SocialKey, string>;
}

const SOCIAL_FIELDS: { key: SocialKey; label: string; placeholder: string }[] = [
  { key: 'instagram', label: 'Instagram', placeholder: 'https://instagram.com/...' },
  { key: 'facebook', label: 'Facebook', placeholder: 'https://facebook.com/...' },
  { key: 'tiktok', label: 'TikTok', placeholder: 'https://tiktok.com/@...' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://youtube.com/@...' },
  { key: 'whatsapp', label: 'WhatsApp', placeholder: '+6281234567890 atau https://wa.me/...' },
];

function toInput(s: SiteSettings): FormInput {
  return {
    siteName: s.siteName,
    tagline: s.tagline ?? '',
    city: s.city,
    contactPhone: s.contactPhone ?? '',
    contactEmail: s.contactEmail ?? '',
    address: s.address ?? '',
    socialLinks: Object.fromEntries(SOCIAL_FIELDS.map(({ key }) => [key, s.socialLinks?.[key] ?? ''])) as Record<SocialKey, string>,
  };
}

export function SettingsView() {
  const settings = useApiQuery<SiteSettings>('/settings');
  return (
    <div className="space-y-6">
      <PageHeader title="Pengaturan" description="Informasi situs yang tampil di footer dan halaman Tentang." />
      {settings.error && !settings.loading ? (
        <LoadError message={settingsMessages.loadFailed} onRetry={settings.reload} />
      ) : !settings.data ? (
        <TableSkeleton rows={6} label="Memuat pengaturan..." />
      ) : (
        <SettingsForm key={settings.data.updatedAt ?? 'initial'} settings={settings.data} onSaved={(saved) => settings.setData(() => saved)} />
      )}
    </div>
  );
}

function SettingsForm({ settings, onSaved }: { settings: SiteSettings; onSaved: (s: SiteSettings) => void }) {
  const { toast } = useToast();
  const [serverError, setServerError] = React.useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(settingsFormSchema) as unknown as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: toInput(settings),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await apiClient.patch<SiteSettings>('/settings', values);
      toast({ variant: 'success', description: settingsMessages.saveSuccess });
      onSaved(saved);
    } catch (error) {
      console.error('Gagal menyimpan pengaturan', error);
      setServerError(showServerErrors(form.setError, error, settingsMessages.saveFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Pengaturan situs">
      <AlertBanner message={serverError} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Identitas Situs</h2>
          </CardTitle>
          <CardDescription>Nama dan tagline yang tampil di seluruh halaman publik.</CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id="settings-site-name" label="Nama Situs" error={errors.siteName?.message} required>
            <Input {...register('siteName')} />
          </FormField>
          <FormField id="settings-city" label="Kota" error={errors.city?.message} hint="Kosongkan untuk memakai Tasikmalaya.">
            <Input {...register('city')} />
          </FormField>
          <FormField id="settings-tagline" label="Tagline" error={errors.tagline?.message} className="sm:col-span-2">
            <Input {...register('tagline')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Kontak</h2>
          </CardTitle>
          <CardDescription>Ditampilkan di footer dan halaman Tentang.</CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id="settings-phone" label="Telepon" error={errors.contactPhone?.message}>
            <Input type="tel" {...register('contactPhone')} />
          </FormField>
          <FormField id="settings-email" label="Email" error={errors.contactEmail?.message}>
            <Input type="email" {...register('contactEmail')} />
          </FormField>
          <FormField id="settings-address" label="Alamat" error={errors.address?.message} className="sm:col-span-2">
            <Textarea rows={2} {...register('address')} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Media Sosial</h2>
          </CardTitle>
          <CardDescription>Tautan lengkap yang dimulai dengan http:// atau https://.</CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map(({ key, label, placeholder }) => (
            <FormField key={key} id={`settings-social-${key}`} label={label} error={errors.socialLinks?.[key]?.message}>
              <Input placeholder={placeholder} {...register(`socialLinks.${key}`)} />
            </FormField>
          ))}
        </CardContent>
      </Card>

      <div className="flex flex-col items-start justify-between gap-3 sm:flex-row sm:items-center">
        <p className="text-sm text-muted-foreground">
          {settings.updatedAt ? `Terakhir diperbarui ${formatDateTime(settings.updatedAt)}` : 'Belum pernah diubah'}
        </p>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? <Spinner size="sm" label="Menyimpan..." className="[&_svg]:text-current" /> : <SaveIcon aria-hidden="true" />}
          Simpan Pengaturan
        </Button>
      </div>
    </form>
  );
}
