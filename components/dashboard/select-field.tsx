'use client';
// A labelled Radix select for forms, wired like FormField (label, aria-invalid, aria-describedby, error role="alert").
import * as React from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { fieldErrorId, fieldHintId } from '@/components/ui/form-field';
import { cn } from '@/lib/utils';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export function SelectField({ id, label, value, onChange, onBlur, options, placeholder, error, hint, required, disabled, className }: SelectFieldProps) {
  const describedBy = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
            <span className="sr-only">(wajib)</span>
          </>
        )}
      </Label>
      <Select value={value || undefined} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger
          id={id}
          className="w-full"
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {hint && (
        <p id={fieldHintId(id)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(id)} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
