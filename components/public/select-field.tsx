// The labelled fields of the public filter forms (plain GET forms that work without JavaScript): a select, a text or
// number input, and the style they share.
import { cn } from '@/lib/utils';

export const FILTER_FIELD_CLASS =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function SelectField({
  id,
  name,
  label,
  value,
  options,
  className,
}: {
  id: string;
  name: string;
  label: string;
  /** The current value; '' selects the option for "all". */
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={FILTER_FIELD_CLASS}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text, search or number input of a filter form, filled with the current value. */
export function InputField({
  id,
  name,
  label,
  value,
  type = 'text',
  placeholder,
  maxLength,
  className,
  inputProps,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  type?: 'text' | 'search' | 'number';
  placeholder?: string;
  maxLength?: number;
  className?: string;
  /** Further attributes of the input (min, step, inputMode...). */
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        maxLength={maxLength}
        placeholder={placeholder}
        className={FILTER_FIELD_CLASS}
        {...inputProps}
      />
    </div>
  );
}
