'use client';
// 'Daftar Tenant': the registration form with its 3-step indicator. Validation on blur, on change once a field was
// touched, and on submit; the phone is normalised to +62 on blur; success -> toast, reset, /login after 2 s.
import * as React from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CircleAlertIcon } from 'lucide-react';
import { PasswordInput } from '@/components/auth/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, fieldDescribedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { apiClient, messageOf } from '@/lib/api/client';
import { applyServerErrors } from '@/lib/api/form-errors';
import { TOAST_DURATIONS } from '@/lib/constants';
import { registrationFormSchema, registrationMessages } from '@/lib/validations/auth';
import { PHONE_EXAMPLE, normalizePhone } from '@/lib/validations/common';
import { PasswordStrengthMeter } from './password-strength-meter';
import { RegistrationSteps, registrationStep } from './registration-steps';

type FormInput = z.input<typeof registrationFormSchema>;
type FormOutput = z.output<typeof registrationFormSchema>;

const FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword', 'termsAccepted'] as const satisfies readonly FieldPath<FormInput>[];

const DEFAULT_VALUES: FormInput = { name: '', email: '', phone: '', password: '', confirmPassword: '', termsAccepted: false };

export function RegistrationForm() {
  const router = useRouter();
  const { toast } = useToast();
  const [showFixErrors, setShowFixErrors] = React.useState(false);
  const [redirecting, setRedirecting] = React.useState(false);
  const redirectTimer = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: DEFAULT_VALUES,
  });

  React.useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const [name, email, password, confirmPassword] = useWatch({ control, name: ['name', 'email', 'password', 'confirmPassword'] });
  const step = registrationStep({ name, email, password, confirmPassword });
  const hasErrors = Object.keys(errors).length > 0;

  // Registered in the page's order: react-hook-form focuses the first invalid field in the order fields registered.
  const nameField = register('name');
  const emailField = register('email');
  const phoneField = register('phone');

  const onValid = async (values: FormOutput) => {
    setShowFixErrors(false);
    try {
      // confirmPassword and termsAccepted stay in the browser (spec section 3).
      await apiClient.post('/auth/register', { name: values.name, email: values.email, password: values.password, phone: values.phone }, { auth: false });
    } catch (error) {
      applyServerErrors(error, setError, { fields: ['name', 'email', 'password', 'phone'] });
      toast({ variant: 'error', description: messageOf(error, registrationMessages.failure), duration: TOAST_DURATIONS.default });
      return;
    }
    toast({ variant: 'success', description: registrationMessages.success, duration: TOAST_DURATIONS.default });
    reset(DEFAULT_VALUES);
    setRedirecting(true);
    redirectTimer.current = setTimeout(() => router.push('/login'), TOAST_DURATIONS.registrationRedirect);
  };

  const onInvalid = () => {
    setShowFixErrors(true);
    // Every field counts as touched from now on, so each message stays visible and updates as the user types.
    for (const field of FIELDS) setValue(field, getValues(field), { shouldTouch: true });
  };

  const busy = isSubmitting || redirecting;
  const describedBy = (id: string, hint?: unknown) => fieldDescribedBy(id, { hint, error: errors[id as keyof typeof errors]?.message });

  return (
    <Card className="w-full max-w-2xl shadow-lg">
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-2xl font-bold">Daftar Tenant</h1>
        </CardTitle>
        <CardDescription>Buat akun untuk mendaftarkan usaha kuliner Anda di Kuliner Tasikmalaya.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <RegistrationSteps current={step} />
        <form
          noValidate
          aria-label="Form pendaftaran tenant"
          className="grid gap-6"
          onSubmit={(event) => {
            handleSubmit(onValid, onInvalid)(event).catch(() => undefined);
          }}
        >
          <fieldset className="grid gap-4" disabled={busy}>
            <legend className="mb-2 text-base font-semibold">1. Info Pribadi</legend>
            <FormField id="name" label="Nama lengkap" error={errors.name?.message} required>
              <Input autoComplete="name" placeholder="Nama sesuai identitas" {...nameField} />
            </FormField>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField id="email" label="Email" error={errors.email?.message} required>
                <Input type="email" inputMode="email" autoComplete="email" placeholder="nama@email.com" {...emailField} />
              </FormField>
              <FormField id="phone" label="Nomor telepon" error={errors.phone?.message} hint={`Contoh: ${PHONE_EXAMPLE}`} required>
                <Input
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder="081234567890"
                  {...phoneField}
                  onBlur={(event) => {
                    const normalized = normalizePhone(event.target.value);
                    if (normalized !== event.target.value) setValue('phone', normalized);
                    return phoneField.onBlur(event);
                  }}
                />
              </FormField>
            </div>
          </fieldset>

          <fieldset className="grid gap-4" disabled={busy}>
            <legend className="mb-2 text-base font-semibold">2. Keamanan</legend>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <FormField
                  id="password"
                  label="Password"
                  error={errors.password?.message}
                  hint="Minimal 8 karakter. Disarankan memakai huruf besar, angka, dan karakter khusus."
                  required
                >
                  <PasswordInput autoComplete="new-password" {...register('password')} />
                </FormField>
                <PasswordStrengthMeter password={password ?? ''} />
              </div>
              <FormField id="confirmPassword" label="Konfirmasi password" error={errors.confirmPassword?.message} required>
                <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
              </FormField>
            </div>
          </fieldset>

          <fieldset className="grid gap-4" disabled={busy}>
            <legend className="mb-2 text-base font-semibold">3. Konfirmasi</legend>
            <div className="grid gap-2">
              <div className="flex items-start gap-3">
                <Controller
                  control={control}
                  name="termsAccepted"
                  render={({ field }) => (
                    <Checkbox
                      id="termsAccepted"
                      ref={field.ref}
                      name={field.name}
                      checked={field.value === true}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                      disabled={field.disabled}
                      aria-required
                      aria-invalid={errors.termsAccepted ? true : undefined}
                      aria-describedby={describedBy('termsAccepted')}
                      className="mt-0.5"
                    />
                  )}
                />
                <Label htmlFor="termsAccepted" className="leading-snug font-normal">
                  Saya menyetujui syarat dan ketentuan yang berlaku di Kuliner Tasikmalaya
                </Label>
              </div>
              {errors.termsAccepted?.message && (
                <p id="termsAccepted-error" role="alert" className="text-sm font-medium text-destructive">
                  {errors.termsAccepted.message}
                </p>
              )}
            </div>

            {showFixErrors && hasErrors && (
              <div
                role="alert"
                data-testid="registration-fix-errors"
                className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
              >
                <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{registrationMessages.fixErrors}</span>
              </div>
            )}

            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? (
                <>
                  <Spinner size="sm" label="Memproses..." className="[&_svg]:text-primary-foreground" />
                  Memproses...
                </>
              ) : (
                'Daftar Sekarang'
              )}
            </Button>
          </fieldset>
        </form>
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <p>
          Sudah punya akun?{' '}
          <Link href="/login" className="font-medium text-primary hover:underline">
            Masuk di sini
          </Link>
        </p>
      </CardFooter>
    </Card>
  );
}
