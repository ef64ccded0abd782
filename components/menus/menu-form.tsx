'use client';
// Menu create/edit form (spec section 5): menuFormSchema rules and messages, price step 100, image upload through
// POST /files, availability switch, dietary tags (vegan checks vegetarian); it cannot set the status. Numbers are converted and blank fields omitted on submit.
import * as React from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerErrors } from '@/lib/api/form-errors';
import type { Menu } from '@/components/dashboard/api-types';
import { ImageUpload } from '@/components/dashboard/image-upload';
import { SelectField } from '@/components/dashboard/select-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import {
  DIETARY_TAGS,
  DIETARY_TAG_LABELS,
  LIMITS,
  MENU_CATEGORIES,
  MENU_CATEGORY_LABELS,
  SPICE_LEVELS,
  SPICE_LEVEL_LABELS,
  type DietaryTag,
  type MenuCategory,
} from '@/lib/constants';
import { menuFormSchema } from '@/lib/validations/menu';
import { menuPriceMax } from '@/lib/public-env';
import { toMenuPayload, type MenuFormOutput, type MenuPayload } from './menu-payload';
import { toggleDietaryTag } from './menu-labels';

export type { MenuPayload };

interface MenuFormInput {
  name: string;
  description: string;
  price: string;
  category: MenuCategory;
  spiceLevel: string;
  preparationTime: string;
  ingredients: string;
  allergens: string;
  calories: string;
  image: string | null;
  isAvailable: boolean;
  dietaryTags: DietaryTag[];
}

const CATEGORY_OPTIONS = MENU_CATEGORIES.map((c) => ({ value: c, label: MENU_CATEGORY_LABELS[c] }));
const SPICE_OPTIONS = SPICE_LEVELS.map((l) => ({ value: String(l), label: `${l} - ${SPICE_LEVEL_LABELS[l]}` }));

function initialValues(menu: Menu | null | undefined): MenuFormInput {
  const str = (v: number | null | undefined) => (v == null ? '' : String(v));
  return {
    name: menu?.name ?? '',
    description: menu?.description ?? '',
    price: str(menu?.price),
    category: menu?.category ?? 'main_course',
    spiceLevel: String(menu?.spiceLevel ?? 1),
    preparationTime: str(menu?.preparationTime),
    ingredients: menu?.ingredients ?? '',
    allergens: menu?.allergens ?? '',
    calories: str(menu?.calories),
    image: menu?.imageUrl ?? menu?.image ?? null,
    isAvailable: menu?.isAvailable ?? true,
    dietaryTags: (menu?.dietaryTags ?? []) as DietaryTag[],
  };
}

interface MenuFormProps {
  menu?: Menu | null;
  /** Saves; throw to keep the form open (field errors from the server appear under the fields). */
  onSubmit: (payload: MenuPayload) => Promise<void>;
  onCancel: () => void;
}

export function MenuForm({ menu, onSubmit, onCancel }: MenuFormProps) {
  const form = useForm<MenuFormInput, unknown, MenuFormOutput>({
    resolver: zodResolver(menuFormSchema) as unknown as Resolver<MenuFormInput, unknown, MenuFormOutput>,
    defaultValues: initialValues(menu),
  });
  const {
    register,
    control,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toMenuPayload(values, menu));
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Form menu">
      <FormField id="menu-name" label="Nama Menu" error={errors.name?.message} required>
        <Input {...register('name')} />
      </FormField>
      <FormField id="menu-description" label="Deskripsi" error={errors.description?.message} hint={`Maksimal ${LIMITS.menuDescriptionMax} karakter.`}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="menu-price" label="Harga (Rp)" error={errors.price?.message} required>
          <Input type="number" inputMode="numeric" min={0} max={menuPriceMax()} step={LIMITS.priceStep} {...register('price')} />
        </FormField>
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <SelectField
              id="menu-category"
              label="Kategori"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={CATEGORY_OPTIONS}
              error={errors.category?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="spiceLevel"
          render={({ field }) => (
            <SelectField
              id="menu-spice"
              label="Level Pedas"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={SPICE_OPTIONS}
              error={errors.spiceLevel?.message}
            />
          )}
        />
        <FormField id="menu-preparation" label="Waktu Persiapan (menit)" error={errors.preparationTime?.message} hint="0-300 menit.">
          <Input type="number" inputMode="numeric" min={0} max={LIMITS.preparationTimeMax} step={1} {...register('preparationTime')} />
        </FormField>
        <FormField id="menu-calories" label="Kalori (kkal)" error={errors.calories?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...register('calories')} />
        </FormField>
      </div>
      <FormField id="menu-ingredients" label="Bahan" error={errors.ingredients?.message} hint="Pisahkan dengan koma, misalnya: beras, oncom, bawang.">
        <Textarea rows={2} {...register('ingredients')} />
      </FormField>
      <FormField id="menu-allergens" label="Informasi Alergen" error={errors.allergens?.message}>
        <Input {...register('allergens')} />
      </FormField>
      <Controller
        control={control}
        name="dietaryTags"
        render={({ field }) => (
          <fieldset className="grid gap-2" aria-describedby={errors.dietaryTags ? 'menu-dietary-error' : 'menu-dietary-hint'}>
            <legend className="mb-1 text-sm font-medium">Label diet</legend>
            <div className="grid grid-cols-1 gap-x-4 gap-y-2 min-[400px]:grid-cols-2">
              {DIETARY_TAGS.map((tag) => (
                <div key={tag} className="flex items-center gap-2">
                  <Checkbox
                    id={`menu-diet-${tag}`}
                    checked={field.value.includes(tag)}
                    onCheckedChange={(c) => {
                      clearErrors('dietaryTags');
                      field.onChange(toggleDietaryTag(field.value, tag, c === true));
                    }}
                  />
                  <Label htmlFor={`menu-diet-${tag}`} className="font-normal">
                    {DIETARY_TAG_LABELS[tag]}
                  </Label>
                </div>
              ))}
            </div>
            <p id="menu-dietary-hint" className="text-xs text-muted-foreground">
              Vegan otomatis termasuk vegetarian.
            </p>
            {errors.dietaryTags && (
              <p id="menu-dietary-error" role="alert" className="text-sm text-destructive">
                {errors.dietaryTags.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="image"
        render={({ field }) => <ImageUpload id="menu-image" label="Gambar Menu" aspect="wide" value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="isAvailable"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="menu-available" checked={field.value} onCheckedChange={field.onChange} aria-describedby="menu-available-hint" />
            <div>
              <Label htmlFor="menu-available">Tersedia untuk dipesan</Label>
              <p id="menu-available-hint" className="text-xs text-muted-foreground">
                Status persetujuan diatur oleh admin.
              </p>
            </div>
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Batal
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner size="sm" label="Menyimpan..." className="[&_svg]:text-current" />}
          {menu ? 'Simpan Perubahan' : 'Simpan Menu'}
        </Button>
      </div>
    </form>
  );
}
