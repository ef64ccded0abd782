// The "Buka sekarang" checkbox of the public GET filter forms: submits open=1 (works without JavaScript; FilterForm
// applies it at once when scripts run). Field height matches the selects beside it.
import { cn } from '@/lib/utils';

export function OpenNowCheckbox({ id, checked, className }: { id: string; checked: boolean; className?: string }) {
  return (
    <div className={cn('flex h-10 items-center gap-2 self-end', className)}>
      <input id={id} name="open" type="checkbox" value="1" defaultChecked={checked} className="size-4 accent-primary" />
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium">
        Buka sekarang
      </label>
    </div>
  );
}
