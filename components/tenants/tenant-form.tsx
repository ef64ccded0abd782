'use client';
// Tenant create/edit form (spec section 5): tenantFormSchema rules and messages, slug derived from the name until
// edited, operating hours, logo and banner upload, and the local facts (kecamatan, coordinates, delivery apps, a food
// truck's spot today, catering facts, cuisine; featured for admins); a field's error clears as soon as it is edited.
import * as React from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { LocateFixedIcon } from 'lucide-react';
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
  DELIVERY_APPS,
  DELIVERY_APP_HOSTS,
  DELIVERY_APP_LABELS,
  FALLBACKS,
  HALAL_STATUSES,
  KECAMATAN,
  KECAMATAN_LABELS,
  HALAL_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  TENANT_TYPES,
  TENANT_TYPE_LABELS,
  type HalalStatus,
  type PaymentMethod,
  type TenantType,
  FEATURED_LABEL,
} from '@/lib/constants';
import { isTemporarilyClosed, jakartaDate } from '@/lib/opening-hours';
import { tenantFormSchema, type OperatingHours } from '@/lib/validations/tenant';
import { slugForName, slugIsOwn } from './slug-follow';
import { currentTodaySpot, formatCoordinate, geolocationErrorMessage, parseCoordinatePair, withNumberInputs } from './local-facts-input';
import { OperatingHoursField, defaultOperatingHours } from './operating-hours-field';

export type TenantFormOutput = z.output<typeof tenantFormSchema>;

/** Every input as the form holds it: text as strings (blank optional fields become null on submit). */
export interface TenantFormInput {
  name: string;
  slug: string;
  description: string;
  type: TenantType;
  address: string;
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
  /** A kecamatan key or '' (none). */
  district: string;
  /** Number inputs as typed ('' clears; see withNumberInputs). */
  latitude: string;
  longitude: string;
  goFoodUrl: string;
  grabFoodUrl: string;
  shopeeFoodUrl: string;
  /** Food trucks: today's spot; '' when none is set for today. */
  todaySpot: string;
  minOrder: string;
  leadTimeDays: string;
  maxPortions: string;
  cuisine: string;
  /** Admins only: absent (never sent) otherwise. */
  isFeatured?: boolean;
}

const TYPE_OPTIONS = TENANT_TYPES.map((t) => ({ value: t, label: TENANT_TYPE_LABELS[t] }));
const HALAL_OPTIONS = HALAL_STATUSES.map((h) => ({ value: h, label: HALAL_STATUS_LABELS[h] }));
/** Radix Select items cannot be empty: NO_DISTRICT stands for "none". */
const NO_DISTRICT = 'none';
const DISTRICT_OPTIONS = [{ value: NO_DISTRICT, label: 'Belum dipilih' }, ...KECAMATAN.map((k) => ({ value: k, label: KECAMATAN_LABELS[k] }))];
/** The contact fields are the tenant's public business contact: nothing is copied from the owner's account. */
const PUBLIC_CONTACT_HINT =
  'Email, telepon, dan WhatsApp ini tampil di halaman publik tenant. Kosongkan jika tidak ingin ditampilkan; email dan nomor akun Anda tidak pernah ditampilkan otomatis.';
const ORDER_FACT_TYPES: readonly TenantType[] = ['catering', 'bakery'];
const DELIVERY_PLACEHOLDERS = { goFood: 'https://gofood.co.id/...', grabFood: 'https://food.grab.com/...', shopeeFood: 'https://shopee.co.id/...' } as const;

/** A number as an input's text ('' for none). */
const numberText = (v: number | null | undefined) => (v == null ? '' : String(v));

function initialValues(tenant: Tenant | null | undefined): TenantFormInput {
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
    phone: tenant?.phone ?? '',
    email: tenant?.email ?? '',
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
    latitude: numberText(tenant?.latitude),
    longitude: numberText(tenant?.longitude),
    goFoodUrl: tenant?.goFoodUrl ?? '',
    grabFoodUrl: tenant?.grabFoodUrl ?? '',
    shopeeFoodUrl: tenant?.shopeeFoodUrl ?? '',
    todaySpot: currentTodaySpot(tenant, new Date()) ?? '',
    minOrder: numberText(tenant?.minOrder),
    leadTimeDays: numberText(tenant?.leadTimeDays),
    maxPortions: numberText(tenant?.maxPortions),
    cuisine: tenant?.cuisine ?? '',
  };
}

export interface TenantFormProps {
  /** null: create. */
  tenant?: Tenant | null;
  /** Saves the values; throw to keep the form open (field errors from the server are shown under the fields). */
  onSubmit: (values: TenantFormOutput) => Promise<void>;
  /** The message above the form for a failed save. */
  describeError: (error: unknown) => string;
  onCancel: () => void;
  submitLabel: string;
  /** Admins (Manajemen Tenant): show the "Pilihan Kuliner Tasik" switch. Otherwise isFeatured is never sent. */
  canFeature?: boolean;
}

const baseResolver = zodResolver(tenantFormSchema) as unknown as Resolver<TenantFormInput, unknown, TenantFormOutput>;
/** The schema sees the number inputs prepared: blank → null, a decimal comma → a point. */
const tenantFormResolver: Resolver<TenantFormInput, unknown, TenantFormOutput> = (values, context, options) =>
  baseResolver(withNumberInputs(values as unknown as Record<string, unknown>) as unknown as TenantFormInput, context, options);

export function TenantForm({ tenant, onSubmit, describeError, onCancel, submitLabel, canFeature = false }: TenantFormProps) {
  const [serverError, setServerError] = React.useState<string | null>(null);
  // The slug follows the name until the user types one (an existing tenant keeps its slug); clearing it hands it back.
  const [slugOwn, setSlugOwn] = React.useState(!!tenant);

  const form = useForm<TenantFormInput, unknown, TenantFormOutput>({
    resolver: tenantFormResolver,
    defaultValues: canFeature ? { ...initialValues(tenant), isFeatured: tenant?.isFeatured ?? false } : initialValues(tenant),
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
    // Only admins may set featured; the spot belongs to food trucks (the field is hidden for other types).
    if (!canFeature) delete payload.isFeatured;
    if (payload.type !== 'food_truck') payload.todaySpot = null;
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
  const type = useWatch({ control, name: 'type' });
  const [minOrder, leadTimeDays, maxPortions] = useWatch({ control, name: ['minOrder', 'leadTimeDays', 'maxPortions'] });
  const showOrderFacts = ORDER_FACT_TYPES.includes(type) || [minOrder, leadTimeDays, maxPortions].some((v) => v.trim() !== '');
  const [locating, setLocating] = React.useState(false);
  const [locationError, setLocationError] = React.useState<string | null>(null);

  const setCoordinates = (pair: { latitude: number; longitude: number }) => {
    setValue('latitude', formatCoordinate(pair.latitude), { shouldDirty: true });
    setValue('longitude', formatCoordinate(pair.longitude), { shouldDirty: true });
    clearErrors(['latitude', 'longitude']);
  };

  const locate = () => {
    setLocationError(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setLocationError(geolocationErrorMessage(null));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setCoordinates(position.coords);
      },
      (error) => {
        setLocating(false);
        setLocationError(geolocationErrorMessage(error.code));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

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
                  clearErrors(['type', 'todaySpot']);
                  // The spot belongs to food trucks: another type drops it.
                  if (v !== 'food_truck') setValue('todaySpot', '');
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
        <FormField id="tenant-cuisine" label="Jenis masakan" error={errors.cuisine?.message} hint="Pisahkan dengan koma, misalnya: Sunda, Indonesia.">
          <Input placeholder="Sunda, Indonesia" {...field('cuisine')} />
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
          <Controller
            control={control}
            name="district"
            render={({ field: f }) => (
              <SelectField
                id="tenant-district"
                label="Kecamatan"
                value={f.value || NO_DISTRICT}
                onChange={(v) => {
                  clearErrors('district');
                  f.onChange(v === NO_DISTRICT ? '' : v);
                }}
                onBlur={f.onBlur}
                options={DISTRICT_OPTIONS}
                error={errors.district?.message}
                hint="Kecamatan di Kota Tasikmalaya."
              />
            )}
          />
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
        <fieldset className="grid gap-3" aria-describedby="tenant-coordinates-hint">
          <legend className="mb-1 text-sm font-medium">Titik lokasi (opsional)</legend>
          <p id="tenant-coordinates-hint" className="text-sm text-muted-foreground">
            Untuk petunjuk arah dan urutan &quot;Terdekat&quot;. Tempel koordinat dari Google Maps (misalnya -7.3274, 108.2207) di kolom garis lintang, atau
            gunakan lokasi Anda saat berada di tenant.
          </p>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField id="tenant-latitude" label="Garis lintang" error={errors.latitude?.message}>
              <Input
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                placeholder="-7.3274"
                {...field('latitude', (e) => {
                  const pair = parseCoordinatePair(e.target.value);
                  if (pair) setCoordinates(pair);
                })}
              />
            </FormField>
            <FormField id="tenant-longitude" label="Garis bujur" error={errors.longitude?.message}>
              <Input inputMode="decimal" autoComplete="off" spellCheck={false} placeholder="108.2207" {...field('longitude')} />
            </FormField>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" variant="outline" size="sm" onClick={locate} disabled={locating}>
              {locating ? <Spinner size="sm" label="Mendeteksi lokasi..." className="[&_svg]:text-current" /> : <LocateFixedIcon aria-hidden="true" />}
              Gunakan lokasi saya
            </Button>
          </div>
          {locationError && (
            <p role="alert" className="text-sm text-destructive" data-testid="tenant-location-error">
              {locationError}
            </p>
          )}
        </fieldset>
      </section>

      {type === 'food_truck' && (
        <section className="grid gap-4" aria-labelledby="tenant-section-spot">
          <h3 id="tenant-section-spot" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            Mangkal Hari Ini
          </h3>
          <FormField
            id="tenant-today-spot"
            label="Mangkal hari ini"
            error={errors.todaySpot?.message}
            hint="Tempat food truck Anda hari ini. Otomatis hilang pukul 00.00 WIB; kosongkan untuk menghapus."
          >
            <Input placeholder="Depan Masjid Agung Tasikmalaya" {...field('todaySpot')} />
          </FormField>
        </section>
      )}

      {showOrderFacts && (
        <section className="grid gap-4" aria-labelledby="tenant-section-order-facts">
          <h3 id="tenant-section-order-facts" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            Katering &amp; Pesanan
          </h3>
          <div className="grid items-start gap-4 sm:grid-cols-3">
            <FormField id="tenant-min-order" label="Minimal pesanan (porsi)" error={errors.minOrder?.message}>
              <Input type="number" inputMode="numeric" min={1} step={1} {...field('minOrder')} />
            </FormField>
            <FormField id="tenant-lead-time" label="Pesan H- (hari sebelumnya)" error={errors.leadTimeDays?.message} hint="Contoh: 3 berarti H-3.">
              <Input type="number" inputMode="numeric" min={0} step={1} {...field('leadTimeDays')} />
            </FormField>
            <FormField id="tenant-max-portions" label="Kapasitas maksimal (porsi)" error={errors.maxPortions?.message}>
              <Input type="number" inputMode="numeric" min={1} step={1} {...field('maxPortions')} />
            </FormField>
          </div>
        </section>
      )}

      <section className="grid gap-4" aria-labelledby="tenant-section-delivery">
        <h3 id="tenant-section-delivery" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Pemesanan Online
        </h3>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          {DELIVERY_APPS.map((app) => {
            const name = `${app}Url` as const;
            return (
              <FormField
                key={app}
                id={`tenant-${app}-url`}
                label={`Link ${DELIVERY_APP_LABELS[app]}`}
                error={errors[name]?.message}
                hint={`Opsional; https:// di ${DELIVERY_APP_HOSTS[app][0]}`}
              >
                <Input type="url" inputMode="url" spellCheck={false} placeholder={DELIVERY_PLACEHOLDERS[app]} {...field(name)} />
              </FormField>
            );
          })}
        </div>
      </section>

      <section className="grid gap-4" aria-labelledby="tenant-section-contact">
        <h3 id="tenant-section-contact" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Kontak &amp; Media Sosial
        </h3>
        <p className="text-sm text-muted-foreground">{PUBLIC_CONTACT_HINT}</p>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id="tenant-email" label="Email" error={errors.email?.message}>
            <Input type="email" {...field('email')} />
          </FormField>
          <FormField id="tenant-phone" label="Telepon" error={errors.phone?.message}>
            <Input type="tel" {...field('phone')} />
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

      {canFeature && (
        <section className="grid gap-4" aria-labelledby="tenant-section-featured">
          <h3 id="tenant-section-featured" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            Kurasi Admin
          </h3>
          <div className="flex min-h-9 items-center justify-between gap-3 rounded-md border px-3 py-2 sm:max-w-md">
            <div>
              <Label htmlFor="tenant-featured" className="font-normal">
                {FEATURED_LABEL}
              </Label>
              <p id="tenant-featured-hint" className="text-xs text-muted-foreground">
                Tenant pilihan tampil lebih dulu di halaman utama.
              </p>
            </div>
            <Controller
              control={control}
              name="isFeatured"
              render={({ field: f }) => (
                <Switch id="tenant-featured" aria-describedby="tenant-featured-hint" checked={!!f.value} onCheckedChange={(c) => f.onChange(c)} />
              )}
            />
          </div>
          {errors.isFeatured && (
            <p role="alert" className="text-sm text-destructive">
              {errors.isFeatured.message}
            </p>
          )}
        </section>
      )}

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
