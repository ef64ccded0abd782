// Password strength bar: 25 points per rule met, labelled Lemah / Cukup / Baik / Kuat.
import { passwordStrength, type PasswordStrengthLabel } from '@/lib/validations/common';
import { cn } from '@/lib/utils';

const TONES: Record<PasswordStrengthLabel, { bar: string; text: string }> = {
  Lemah: { bar: 'bg-red-600', text: 'text-red-700' },
  Cukup: { bar: 'bg-amber-500', text: 'text-amber-800' },
  Baik: { bar: 'bg-blue-600', text: 'text-blue-700' },
  Kuat: { bar: 'bg-green-600', text: 'text-green-700' },
};

export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  const tone = TONES[label];
  return (
    <div id={id} className="grid gap-1" data-testid="password-strength" data-strength={label}>
      <div
        role="meter"
        aria-label="Kekuatan password"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full transition-[width] duration-300', tone.bar)} style={{ width: `${score}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        Kekuatan password: <span className={cn('font-semibold', tone.text)}>{label}</span>
      </p>
    </div>
  );
}
