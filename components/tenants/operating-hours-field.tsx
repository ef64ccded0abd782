'use client';
// Operating hours editor: per weekday open/close times or closed (split shifts of a day are kept until that day is edited).
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '@/lib/constants';
import type { DayHours, OperatingHours } from '@/lib/validations/tenant';
import { clockTimeToText, textToClockTime } from './clock-time';

export const DEFAULT_DAY_HOURS: DayHours = { open: '08:00', close: '21:00', closed: false };

export function defaultOperatingHours(): OperatingHours {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, { ...DEFAULT_DAY_HOURS }])) as OperatingHours;
}

/** A 24-hour 'HH.MM' text field (id-ID), the same on every browser whatever its own locale. */
const CLOCK_INPUT = { type: 'text', inputMode: 'decimal', placeholder: '08.00', maxLength: 5, autoComplete: 'off', className: 'w-24 tabular-nums' } as const;

type DayErrors = Partial<Record<Weekday, { open?: { message?: string }; close?: { message?: string } }>>;

interface OperatingHoursFieldProps {
  value: OperatingHours | null | undefined;
  onChange: (value: OperatingHours) => void;
  errors?: DayErrors;
  disabled?: boolean;
}

export function OperatingHoursField({ value, onChange, errors, disabled }: OperatingHoursFieldProps) {
  const hours = value ?? {};

  const setDay = (day: Weekday, next: DayHours) => onChange({ ...hours, [day]: next });

  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Jam Operasional</legend>
      <div className="grid gap-2">
        {WEEKDAYS.map((day) => {
          const current = hours[day];
          const closed = !current || current.closed === true;
          const shifts = current?.shifts ?? [];
          const openError = errors?.[day]?.open?.message;
          const closeError = errors?.[day]?.close?.message;
          const errorId = `hours-${day}-error`;
          return (
            <div key={day} className="grid gap-2 rounded-md border p-2 sm:grid-cols-[7rem_8rem_1fr] sm:items-center" data-testid={`hours-${day}`}>
              <span className="text-sm font-medium" id={`hours-${day}-label`}>
                {WEEKDAY_LABELS[day]}
              </span>
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`hours-${day}-closed`}
                  checked={closed}
                  onCheckedChange={(checked) => setDay(day, checked === true ? { closed: true } : { ...DEFAULT_DAY_HOURS })}
                />
                <Label htmlFor={`hours-${day}-closed`} className="font-normal">
                  Tutup<span className="sr-only"> pada hari {WEEKDAY_LABELS[day]}</span>
                </Label>
              </div>
              {closed ? (
                <span className="text-sm text-muted-foreground">Tutup sepanjang hari</span>
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <Label htmlFor={`hours-${day}-open`} className="sr-only">
                    Jam buka {WEEKDAY_LABELS[day]}
                  </Label>
                  <Input
                    id={`hours-${day}-open`}
                    {...CLOCK_INPUT}
                    value={clockTimeToText(shifts.length > 0 ? shifts[0]!.open : current?.open)}
                    onChange={(e) =>
                      setDay(day, { open: textToClockTime(e.target.value), close: current?.close ?? shifts[shifts.length - 1]?.close ?? '', closed: false })
                    }
                    aria-invalid={openError ? true : undefined}
                    aria-describedby={openError || closeError ? errorId : undefined}
                  />
                  <span aria-hidden="true">-</span>
                  <Label htmlFor={`hours-${day}-close`} className="sr-only">
                    Jam tutup {WEEKDAY_LABELS[day]}
                  </Label>
                  <Input
                    id={`hours-${day}-close`}
                    {...CLOCK_INPUT}
                    value={clockTimeToText(shifts.length > 0 ? shifts[shifts.length - 1]!.close : current?.close)}
                    onChange={(e) => setDay(day, { open: current?.open ?? shifts[0]?.open ?? '', close: textToClockTime(e.target.value), closed: false })}
                    aria-invalid={closeError ? true : undefined}
                    aria-describedby={openError || closeError ? errorId : undefined}
                  />
                  {shifts.length > 1 && <span className="text-xs text-muted-foreground">Shift: {shifts.map((s) => `${s.open}-${s.close}`).join(', ')}</span>}
                  {(openError || closeError) && (
                    <p id={errorId} role="alert" className="w-full text-sm font-medium text-destructive">
                      {openError ?? closeError}
                    </p>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
