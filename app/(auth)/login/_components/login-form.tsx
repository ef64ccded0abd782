'use client';
// The login card: email and 'Kata sandi' with the spec's messages, the server's message (or 'Login gagal') in a red
// box above the form, 'Lupa kata sandi?' and the 'Atau masuk dengan' divider (no providers), link to registration.
import * as React from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CircleAlertIcon, UtensilsCrossedIcon } from 'lucide-react';
import { PasswordInput } from '@/components/auth/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SITE } from '@/lib/constants';
import { loginMessages, loginSchema } from '@/lib/validations/auth';

type LoginFormInput = z.input<typeof loginSchema>;
type LoginFormOutput = z.output<typeof loginSchema>;

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [serverError, setServerError] = React.useState<string | null>(null);
  const errorBoxRef = React.useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  React.useEffect(() => {
    if (serverError) errorBoxRef.current?.focus();
  }, [serverError]);

  const onSubmit = async (values: LoginFormOutput) => {
    setServerError(null);
    const attempt = () => signIn('credentials', { email: values.email, password: values.password, redirect: false }).catch(() => undefined);
    let result = await attempt();
    // On a fresh page the session and CSRF requests can race and set two different CSRF cookies; next-auth then
    // answers with a redirect to ?csrf=true (reported as ok). The cookie is settled by now, so one retry succeeds.
    if (result?.url?.includes('csrf=true')) result = await attempt();
    if (result?.url?.includes('csrf=true')) result = { ...result, ok: false, error: loginMessages.failure };
    if (!result || result.error || !result.ok) {
      // next-auth reports a thrown message as `error`; its own code means nothing to the user.
      const message = result?.error && result.error !== 'CredentialsSignin' ? result.error : loginMessages.failure;
      setServerError(message);
      // Keep the form's submit state from reading as a success.
      throw new Error(message);
    }
    // No router.refresh() here: it re-requested /login as RSC after the session cookie was set, the middleware
    // redirected that to /dashboard and the redirected RSC request answered 404 (a console error after every login).
    // The dashboard page is dynamic, so the navigation itself loads it fresh for the new session.
    router.replace(callbackUrl);
  };

  const submit = handleSubmit(onSubmit);
  const busy = isSubmitting || isSubmitSuccessful;

  return (
    <Card className="w-full max-w-md shadow-lg">
      <CardHeader className="items-center text-center">
        <span aria-hidden="true" className="mx-auto mb-2 flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <UtensilsCrossedIcon className="size-6" />
        </span>
        <CardTitle>
          <h1 className="text-2xl font-bold">{SITE.name}</h1>
        </CardTitle>
        <CardDescription>Masuk ke dashboard untuk mengelola tenant dan menu Anda.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {serverError && (
          <div
            ref={errorBoxRef}
            tabIndex={-1}
            role="alert"
            data-testid="login-error"
            className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 outline-none"
          >
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{serverError}</span>
          </div>
        )}
        <form
          noValidate
          className="grid gap-4"
          aria-label="Form login"
          onSubmit={(event) => {
            submit(event).catch(() => undefined);
          }}
        >
          <FormField id="email" label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" inputMode="email" placeholder="nama@email.com" {...register('email')} />
          </FormField>
          <FormField id="password" label="Kata sandi" error={errors.password?.message} required>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <div className="flex justify-end">
            {/* The spec shows this link without any behaviour. */}
            <a href="#" onClick={(event) => event.preventDefault()} className="text-sm font-medium text-primary hover:underline">
              Lupa kata sandi?
            </a>
          </div>
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? (
              <>
                <Spinner size="sm" label="Memproses..." className="[&_svg]:text-primary-foreground" />
                Memproses...
              </>
            ) : (
              'Masuk'
            )}
          </Button>
        </form>
        <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
          <span aria-hidden="true" className="h-px flex-1 bg-border" />
          <span>Atau masuk dengan</span>
          <span aria-hidden="true" className="h-px flex-1 bg-border" />
        </div>
      </CardContent>
      <CardFooter className="justify-center text-sm text-muted-foreground">
        <p>
          Belum punya akun?{' '}
          <Link href="/pendaftaran" className="font-medium text-primary hover:underline">
            Daftar sebagai tenant
          </Link>
        </p>
      </CardFooter>
    </Card>
  );
}
