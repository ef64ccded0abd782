import * as React from 'react';

import { cn } from '@/lib/utils';
import { Label } from '@/components/ui/label';

type FormFieldProps = {
  /** id of the control (input/select/textarea) linked to the label. */
  id: string;
  label: React.ReactNode;
  /** Error message; if present, rendered in `<p role="alert" id={`${id}-error`}>`. */
  error?: string;
  /** Help text; rendered in `<p id={`${id}-hint`}>`. */
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
  /**
   * Form control. If it is a single element, `id`, `aria-describedby`, `aria-invalid`
   * and `aria-required` are added automatically (values already provided are not overridden).
   */
  children: React.ReactNode;
};

/** id of the error-message element for a field. */
function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** id of the help-text element for a field. */
function fieldHintId(id: string): string {
  return `${id}-hint`;
}

/** `aria-describedby` value for the control based on the visible hint/error. */
function fieldDescribedBy(id: string, opts: { hint?: unknown; error?: string | undefined }): string | undefined {
  const ids = [opts.hint ? fieldHintId(id) : null, opts.error ? fieldErrorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
};

function enhanceControl(children: React.ReactNode, id: string, opts: { hint?: unknown; error?: string; required?: boolean }): React.ReactNode {
  if (!React.isValidElement<ControlProps>(children)) return children;
  const p = children.props;
  const extra: ControlProps = {};
  if (p.id === undefined) extra.id = id;
  if (p['aria-describedby'] === undefined) {
    const describedBy = fieldDescribedBy(id, opts);
    if (describedBy) extra['aria-describedby'] = describedBy;
  }
  if (p['aria-invalid'] === undefined && opts.error) extra['aria-invalid'] = true;
  if (p['aria-required'] === undefined && opts.required) extra['aria-required'] = true;
  return Object.keys(extra).length > 0 ? React.cloneElement(children, extra) : children;
}

function FormField({ id, label, error, hint, required, className, children }: FormFieldProps) {
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
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
      {enhanceControl(children, id, { hint, error, required })}
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

export { FormField, fieldDescribedBy, fieldErrorId, fieldHintId, type FormFieldProps };
