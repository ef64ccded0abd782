'use client';
// Tenant create/edit form (spec section 5): tenantFormSchema rules and messages, slug derived from the name until
// edited, operating hours, logo and banner upload; a field's error clears as soon as it is edited.
import * as React from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/api/form-errors';
import { AlertBanner } from '@/components/dashboard/alert-banner';
import type { Tenant } from '@/components/dashboard/api-types';
import { ImageUpload } from '@/components/dashboard/image-upload';
import { SelectField } from '@/components/dashboard/select-field';
import { messageOf } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import {
  FALLBACKS,
  HALAL_STATUSES,
  HALAL_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  TENANT_TYPES,
  TENANT_TYPE_LABELS,
  type HalalStatus,
  type PaymentMethod,
  type TenantType,
} from '@/lib/constants';
import { isTemporarilyClosed, jakartaDate } from '@/lib/opening-hours';
import { tenantFormSchema, type OperatingHours } from '@/lib/validations/tenant';
import { slugForName, slugIsOwn } from './slug-follow';
import { OperatingHoursField, defaultOperatingHours } from './operating-hours-field';

export type TenantFormOutput = z.output<typeof tenantFormSchema>;

/** Every input as the form holds it: text as strings (blank optional fields become null on submit). */
export interface TenantFormInput {
  name: string;
  slug: string;
  description: string;
  type: TenantType;
  address: string;
  district: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
  website: string;
  instagram: string;
  tiktok: string;
  facebook: string;
  whatsapp: string;
  logo: string | null;
  banner: string | null;
  operatingHours: OperatingHours | null;
  halalStatus: HalalStatus;
  /** Only sent with certified (the field is shown only then and cleared when the status changes). */
  halalCertificateNumber: string;
  paymentMethods: PaymentMethod[];
  temporarilyClosed: boolean;
  /** 'YYYY-MM-DD' or '' (none). */
  reopensOn: string;
}

const TYPE_OPTIONS = TENANT_TYPES.map((t) => ({ value: t, label: TENANT_TYPE_LABELS[t] }));
const HALAL_OPTIONS = HALAL_STATUSES.map((h) => ({ value: h, label: HALAL_STATUS_LABELS[h] }));

function initialValues(tenant: Tenant | null | undefined, profile?: { email: string | null; phone: string | null }): TenantFormInput {
  return {
    name: tenant?.name ?? '',
    slug: tenant?.slug ?? '',
    description: tenant?.description ?? '',
    type: tenant?.type ?? 'restaurant',
    address: tenant?.address ?? '',
    district: tenant?.district ?? '',
    city: tenant?.city ?? FALLBACKS.city,
    province: tenant?.province ?? FALLBACKS.province,
    postalCode: tenant?.postalCode ?? '',
    country: tenant?.country ?? FALLBACKS.country,
    phone: (profile ? profile.phone : tenant?.phone) ?? '',
    email: (profile ? profile.email : tenant?.email) ?? '',
    website: tenant?.website ?? '',
    instagram: tenant?.instagram ?? '',
    tiktok: tenant?.tiktok ?? '',
    facebook: tenant?.facebook ?? '',
    whatsapp: tenant?.whatsapp ?? '',
    logo: tenant?.logo ?? null,
    banner: tenant?.banner ?? null,
    operatingHours: tenant ? (tenant.operatingHours ?? {}) : defaultOperatingHours(),
    halalStatus: tenant?.halalStatus ?? 'unknown',
    halalCertificateNumber: tenant?.halalCertificateNumber ?? '',
    paymentMethods: tenant?.paymentMethods ?? [],
    // A closure whose reopening day has come is over: the form starts from "open" rather than a date in the past.
    temporarilyClosed: !!tenant && isTemporarilyClosed(tenant, new Date()),
    reopensOn: tenant && isTemporarilyClosed(tenant, new Date()) ? (tenant.reopensOn ?? '') : '',
  };
}

export interface TenantFormProps {
  /** null: create. */
  tenant?: Tenant | null;
  /**
   * Owner mode (My Tenant): email and phone are read-only, come from the user's profile and are not sent
   * (the server copies them from the profile).
   */
  profile?: { email: string | null; phone: string | null };
  /** Saves the values; throw to keep the form open (field errors from the server are shown under the fields). */
  onSubmit: (values: TenantFormOutput) => Promise<void>;
  /** The message above the form for a failed save. */
  describeError: (error: unknown) => string;
  onCancel: () => void;
  submitLabel: string;
}

export function TenantForm({ tenant, profile, onSubmit, describeError, onCancel, submitLabel }: TenantFormProps) {
  const ownerMode = profile !== undefined;
  const [serverError, setServerError] = React.useState<string | null>(null);
  // The slug follows the name until the user types one (an existing tenant keeps its slug); clearing it hands it back.
  const [slugOwn, setSlugOwn] = React.useState(!!tenant);

  const form = useForm<TenantFormInput, unknown, TenantFormOutput>({
    resolver: zodResolver(tenantFormSchema) as unknown as Resolver<TenantFormInput, unknown, TenantFormOutput>,
    defaultValues: initialValues(tenant, profile),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    control,
    setValue,
    clearErrors,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  /** register() whose change clears that field's error. */
  const field = (name: FieldPath<TenantFormInput>, extra?: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void) =>
    register(name, {
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        clearErrors(name);
        extra?.(e);
      },
    });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const payload: TenantFormOutput = { ...values };
    // Open: no reopening date to keep.
    if (!payload.temporarilyClosed) payload.reopensOn = null;
    if (ownerMode) {
      delete (payload as Partial<TenantFormOutput>).email;
      delete (payload as Partial<TenantFormOutput>).phone;
    }
    try {
      await onSubmit(payload);
    } catch (error) {
      console.error('Gagal menyimpan tenant', error);
      applyServerErrors(error, form.setError);
      setServerError(describeError(error));
    }
  });

  const certified = useWatch({ control, name: 'halalStatus' }) === 'certified';
  const hoursErrors = errors.operatingHours as Parameters<typeof OperatingHoursField>[0]['errors'];
  const temporarilyClosed = useWatch({ control, name: 'temporarilyClosed' });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Form tenant">
      <AlertBanner message={serverError} />

      <section className="grid gap-4" aria-labelledby="tenant-section-basic">
        <h3 id="tenant-section-basic" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Informasi Dasar
        </h3>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id="tenant-name" label="Nama Tenant" error={errors.name?.message} required>
            <Input
              autoComplete="organization"
              {...field('name', (e) => {
                if (!slugOwn) {
                  setValue('slug', slugForName(e.target.value, '', false));
                  clearErrors('slug');
                }
              })}
            />
          </FormField>
          <FormField
            id="tenant-slug"
            label="Slug"
            error={errors.slug?.message}
            required
            hint="Dibuat otomatis dari nama; huruf kecil, angka, dan tanda hubung."
          >
            <Input {...field('slug', (e) => setSlugOwn(slugIsOwn(e.target.value)))} />
          </FormField>
          <Controller
            control={control}
            name="type"
            render={({ field: f }) => (
              <SelectField
                id="tenant-type"
                label="Tipe Tenant"
                value={f.value}
                onChange={(v) => {
                  clearErrors('type');
                  f.onChange(v);
                }}
                onBlur={f.onBlur}
                options={TYPE_OPTIONS}
                error={errors.type?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="halalStatus"
            render={({ field: f }) => (
              <SelectField
                id="tenant-halal-status"
                label="Status Halal"
                value={f.value}
                onChange={(v) => {
                  clearErrors(['halalStatus', 'halalCertificateNumber']);
                  // The number belongs to certified only: another status drops it.
                  if (v !== 'certified') setValue('halalCertificateNumber', '');
                  f.onChange(v);
                }}
                onBlur={f.onBlur}
                options={HALAL_OPTIONS}
                error={errors.halalStatus?.message}
                hint="Hanya status Bersertifikat Halal yang menampilkan lencana Halal."
              />
            )}
          />
          {certified && (
            <FormField
              id="tenant-halal-certificate"
              label="Nomor Sertifikat Halal"
              error={errors.halalCertificateNumber?.message}
              required
              hint="Nomor sertifikat BPJPH, contoh: ID32110000123450123"
            >
              <Input autoCapitalize="characters" spellCheck={false} {...field('halalCertificateNumber')} />
            </FormField>
          )}
        </div>
        <FormField id="tenant-description" label="Deskripsi" error={errors.description?.message}>
          <Textarea rows={3} {...field('description')} />
        </FormField>
        <Controller
          control={control}
          name="paymentMethods"
          render={({ field: f }) => (
            <fieldset className="grid gap-2" aria-describedby={errors.paymentMethods ? 'tenant-payments-error' : undefined}>
              <legend className="mb-2 text-sm font-medium">Metode Pembayaran</legend>
              <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
                {PAYMENT_METHODS.map((method) => (
                  <div key={method} className="flex items-center gap-2">
                    <Checkbox
                      id={`tenant-payment-${method}`}
                      checked={f.value.includes(method)}
                      onCheckedChange={(c) => {
                        clearErrors('paymentMethods');
                        f.onChange(c === true ? PAYMENT_METHODS.filter((m) => m === method || f.value.includes(m)) : f.value.filter((m) => m !== method));
                      }}
                    />
                    <Label htmlFor={`tenant-payment-${method}`} className="font-normal">
                      {PAYMENT_METHOD_LABELS[method]}
                    </Label>
                  </div>
                ))}
              </div>
              {errors.paymentMethods && (
                <p id="tenant-payments-error" role="alert" className="text-sm text-destructive">
                  {errors.paymentMethods.message}
                </p>
              )}
            </fieldset>
          )}
        />
      </section>

      <section className="grid gap-4" aria-labelledby="tenant-section-address">
        <h3 id="tenant-section-address" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Lokasi
        </h3>
        <FormField id="tenant-address" label="Alamat" error={errors.address?.message} required>
          <Input autoComplete="street-address" {...field('address')} />
        </FormField>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id="tenant-district" label="Kecamatan" error={errors.district?.message}>
            <Input {...field('district')} />
          </FormField>
          <FormField id="tenant-city" label="Kota" error={errors.city?.message} required>
            <Input autoComplete="address-level2" {...field('city')} />
          </FormField>
          <FormField id="tenant-province" label="Provinsi" error={errors.province?.message} required>
            <Input autoComplete="address-level1" {...field('province')} />
          </FormField>
          <FormField id="tenant-postal-code" label="Kode Pos" error={errors.postalCode?.message} required>
            <Input inputMode="numeric" autoComplete="postal-code" {...field('postalCode')} />
          </FormField>
          <FormField id="tenant-country" label="Negara" error={errors.country?.message}>
            <Input autoComplete="country-name" {...field('country')} />
          </FormField>
        </div>
      </section>

      <section className="grid gap-4" aria-labelledby="tenant-section-contact">
        <h3 id="tenant-section-contact" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Kontak &amp; Media Sosial
        </h3>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id="tenant-email" label="Email" error={errors.email?.message} hint={ownerMode ? 'Diambil dari profil Anda' : undefined}>
            <Input
              type="email"
              readOnly={ownerMode}
              aria-readonly={ownerMode || undefined}
              className={ownerMode ? 'bg-muted' : undefined}
              {...field('email')}
            />
          </FormField>
          <FormField id="tenant-phone" label="Telepon" error={errors.phone?.message} hint={ownerMode ? 'Diambil dari profil Anda' : undefined}>
            <Input type="tel" readOnly={ownerMode} aria-readonly={ownerMode || undefined} className={ownerMode ? 'bg-muted' : undefined} {...field('phone')} />
          </FormField>
          <FormField id="tenant-whatsapp" label="WhatsApp" error={errors.whatsapp?.message}>
            <Input type="tel" {...field('whatsapp')} />
          </FormField>
          <FormField id="tenant-website" label="Website" error={errors.website?.message}>
            <Input type="url" placeholder="https://" {...field('website')} />
          </FormField>
          <FormField id="tenant-instagram" label="Instagram" error={errors.instagram?.message}>
            <Input placeholder="@akun atau URL" {...field('instagram')} />
          </FormField>
          <FormField id="tenant-tiktok" label="TikTok" error={errors.tiktok?.message}>
            <Input placeholder="@akun atau URL" {...field('tiktok')} />
          </FormField>
          <FormField id="tenant-facebook" label="Facebook" error={errors.facebook?.message}>
            <Input type="url" placeholder="https://facebook.com/..." {...field('facebook')} />
          </FormField>
        </div>
      </section>

      <section className="grid gap-4" aria-labelledby="tenant-section-images">
        <h3 id="tenant-section-images" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Gambar
        </h3>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="logo"
            render={({ field: f }) => <ImageUpload id="tenant-logo" label="Logo" value={f.value} onChange={f.onChange} />}
          />
          <Controller
            control={control}
            name="banner"
            render={({ field: f }) => <ImageUpload id="tenant-banner" label="Banner" aspect="wide" value={f.value} onChange={f.onChange} />}
          />
        </div>
      </section>

      <Controller
        control={control}
        name="operatingHours"
        render={({ field: f }) => (
          <OperatingHoursField
            value={f.value}
            onChange={(v) => {
              clearErrors('operatingHours');
              f.onChange(v);
            }}
            errors={hoursErrors}
          />
        )}
      />

      <section className="grid gap-4" aria-labelledby="tenant-section-closure">
        <h3 id="tenant-section-closure" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Tutup Sementara
        </h3>
        <div className="flex min-h-9 items-center justify-between gap-3 rounded-md border px-3 py-2 sm:max-w-md">
          <Label htmlFor="tenant-temporarily-closed" className="font-normal">
            Tutup sementara (misalnya libur atau renovasi)
          </Label>
          <Controller
            control={control}
            name="temporarilyClosed"
            render={({ field: f }) => (
              <Switch
                id="tenant-temporarily-closed"
                checked={f.value}
                onCheckedChange={(c) => {
                  clearErrors('reopensOn');
                  f.onChange(c);
                }}
              />
            )}
          />
        </div>
        <FormField
          id="tenant-reopens-on"
          label="Buka lagi pada"
          error={errors.reopensOn?.message}
          hint="Opsional. Mulai tanggal ini tenant kembali buka sesuai jam operasional."
          className="sm:max-w-xs"
        >
          <Input type="date" min={jakartaDate(new Date())} disabled={!temporarilyClosed} {...field('reopensOn')} />
        </FormField>
      </section>

      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Batal
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner size="sm" label="Menyimpan..." className="[&_svg]:text-current" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The banner text of a failed save: the server's message, or `fallback`. */
export function serverMessageOr(fallback: string) {
  return (error: unknown) => messageOf(error, fallback);
}
