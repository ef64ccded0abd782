'use client';

import * as React from 'react';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon, type LucideIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

/* -------------------------------------------------------------------------- */
/* Types                                                                      */
/* -------------------------------------------------------------------------- */

type ToastVariant = 'success' | 'error' | 'warning' | 'info';

interface ToastOptions {
  title?: string;
  description: string;
  variant: ToastVariant;
  /** Display duration in ms. Defaults to 4000. `0` or `Infinity` = never auto-dismiss. */
  duration?: number;
}

interface ToastRecord extends Required<Omit<ToastOptions, 'title'>> {
  id: string;
  title?: string;
  /** true during the fade-out animation (300 ms) before removal. */
  leaving: boolean;
}

const DEFAULT_DURATION = 4000;
const FADE_MS = 300;
const MAX_TOASTS = 5;

/* -------------------------------------------------------------------------- */
/* Module-level event emitter (for non-component code)                        */
/* -------------------------------------------------------------------------- */

type ToastEvent = { type: 'add'; id: string; options: ToastOptions } | { type: 'dismiss'; id: string };

const listeners = new Set<(event: ToastEvent) => void>();
let counter = 0;

function nextId(): string {
  counter += 1;
  return `toast-${counter}`;
}

function emit(event: ToastEvent): void {
  listeners.forEach((listener) => listener(event));
}

/**
 * Show a toast from outside React (e.g. a fetch helper). Only takes effect while
 * `<ToastProvider>` is mounted; otherwise the call is ignored.
 * Returns the toast id (useful for `dismissToast`).
 */
function showToast(options: ToastOptions): string {
  const id = nextId();
  emit({ type: 'add', id, options });
  return id;
}

/** Dismiss a toast by id (from outside React). */
function dismissToast(id: string): void {
  emit({ type: 'dismiss', id });
}

/* -------------------------------------------------------------------------- */
/* Context + hook                                                             */
/* -------------------------------------------------------------------------- */

interface ToastContextValue {
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = React.createContext<ToastContextValue | null>(null);

const fallbackContext: ToastContextValue = { toast: showToast, dismiss: dismissToast };

/** `const { toast } = useToast(); toast({ variant: 'success', description: 'Tersimpan' })` */
function useToast(): ToastContextValue {
  return React.useContext(ToastContext) ?? fallbackContext;
}

/* -------------------------------------------------------------------------- */
/* Provider                                                                   */
/* -------------------------------------------------------------------------- */

function ToastProvider({ children }: { children?: React.ReactNode }) {
  const [toasts, setToasts] = React.useState<ToastRecord[]>([]);
  const removalTimers = React.useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = React.useCallback((id: string) => {
    if (removalTimers.current.has(id)) return;
    setToasts((prev) => prev.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    const timer = setTimeout(() => {
      removalTimers.current.delete(id);
      setToasts((prev) => prev.filter((t) => t.id !== id));
    }, FADE_MS);
    removalTimers.current.set(id, timer);
  }, []);

  const add = React.useCallback((id: string, options: ToastOptions) => {
    const record: ToastRecord = {
      id,
      title: options.title,
      description: options.description,
      variant: options.variant,
      duration: options.duration ?? DEFAULT_DURATION,
      leaving: false,
    };
    setToasts((prev) => [...prev, record].slice(-MAX_TOASTS));
  }, []);

  const toast = React.useCallback(
    (options: ToastOptions) => {
      const id = nextId();
      add(id, options);
      return id;
    },
    [add],
  );

  React.useEffect(() => {
    const listener = (event: ToastEvent) => {
      if (event.type === 'add') add(event.id, event.options);
      else dismiss(event.id);
    };
    listeners.add(listener);
    const timers = removalTimers.current;
    return () => {
      listeners.delete(listener);
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    };
  }, [add, dismiss]);

  const value = React.useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        role="region"
        aria-label="Notifikasi"
        aria-live="polite"
        // While a dialog is open the toasts move to the bottom, clear of the dialog's title and close button.
        className="pointer-events-none fixed right-0 top-0 z-[100] flex w-full flex-col items-end gap-2 p-4 sm:max-w-sm [body:has([role$=dialog][data-state=open])_&]:bottom-0 [body:has([role$=dialog][data-state=open])_&]:top-auto"
        data-testid="toast-region"
      >
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/* -------------------------------------------------------------------------- */
/* Item                                                                       */
/* -------------------------------------------------------------------------- */

const variantStyles: Record<ToastVariant, { container: string; icon: string; Icon: LucideIcon }> = {
  success: {
    container: 'border-green-200 bg-green-50 text-green-900',
    icon: 'text-green-600',
    Icon: CircleCheckIcon,
  },
  error: {
    container: 'border-red-200 bg-red-50 text-red-900',
    icon: 'text-red-600',
    Icon: CircleAlertIcon,
  },
  warning: {
    container: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: 'text-amber-600',
    Icon: TriangleAlertIcon,
  },
  info: {
    container: 'border-blue-200 bg-blue-50 text-blue-900',
    icon: 'text-blue-600',
    Icon: InfoIcon,
  },
};

function ToastItem({ toast, onDismiss }: { toast: ToastRecord; onDismiss: (id: string) => void }) {
  const { id, title, description, variant, duration, leaving } = toast;
  const [entered, setEntered] = React.useState(false);
  const [paused, setPaused] = React.useState(false);
  const remaining = React.useRef(duration);

  // Fade in after the first frame.
  React.useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  // Auto-dismiss; paused while the pointer/focus is on the toast.
  React.useEffect(() => {
    if (leaving || paused || !Number.isFinite(duration) || duration <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), Math.max(remaining.current, 0));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, duration, leaving, paused, onDismiss]);

  const styles = variantStyles[variant];
  const Icon = styles.Icon;
  const visible = entered && !leaving;

  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      data-slot="toast"
      data-variant={variant}
      data-state={leaving ? 'closed' : 'open'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-opacity duration-300 ease-out',
        visible ? 'opacity-100' : 'opacity-0',
        styles.container,
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', styles.icon)} />
      <div className="grid gap-1 text-sm">
        {title && <p className="font-semibold leading-tight">{title}</p>}
        <p className={cn('leading-snug', title && 'opacity-90')}>{description}</p>
      </div>
      <button
        type="button"
        aria-label="Tutup"
        onClick={() => onDismiss(id)}
        className="absolute right-2 top-2 rounded-md p-1 opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-current"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

export { ToastProvider, useToast, showToast, dismissToast, type ToastOptions, type ToastVariant, type ToastContextValue };
