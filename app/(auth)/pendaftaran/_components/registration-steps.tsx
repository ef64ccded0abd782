// The 3-step indicator of 'Daftar Tenant': Info Pribadi, Keamanan, Konfirmasi.
import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export const REGISTRATION_STEPS = ['Info Pribadi', 'Keamanan', 'Konfirmasi'] as const;

export function RegistrationSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Langkah pendaftaran">
      <ol className="flex items-center gap-2" data-testid="registration-steps" data-current-step={current}>
        {REGISTRATION_STEPS.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li key={label} className="flex flex-1 items-center gap-2" aria-current={active ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary bg-background text-primary',
                  !done && !active && 'border-input bg-background text-muted-foreground',
                )}
              >
                {done ? <CheckIcon className="size-4" /> : step}
              </span>
              <span className={cn('text-xs font-medium sm:text-sm', active || done ? 'text-foreground' : 'text-muted-foreground')}>
                {label}
                <span className="sr-only">{done ? ' (selesai)' : active ? ' (langkah saat ini)' : ''}</span>
              </span>
              {step < REGISTRATION_STEPS.length && (
                <span aria-hidden="true" className={cn('hidden h-0.5 flex-1 rounded sm:block', done ? 'bg-primary' : 'bg-border')} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Step 2 once name and email are filled; step 3 once password and confirmation are filled (spec section 4). */
export function registrationStep(values: { name?: string; email?: string; password?: string; confirmPassword?: string }): 1 | 2 | 3 {
  if (values.password && values.confirmPassword) return 3;
  if (values.name?.trim() && values.email?.trim()) return 2;
  return 1;
}
