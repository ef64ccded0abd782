// A counter card for dashboards: label, value, optional hint line and icon.
import * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface StatCardProps {
  label: string;
  value: React.ReactNode;
  hint?: React.ReactNode;
  icon?: LucideIcon;
  tone?: 'default' | 'success' | 'warning' | 'danger' | 'info';
  className?: string;
  testId?: string;
}

const toneClasses: Record<NonNullable<StatCardProps['tone']>, string> = {
  default: 'bg-primary/10 text-primary',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-800',
  info: 'bg-blue-100 text-blue-800',
};

export function StatCard({ label, value, hint, icon: Icon, tone = 'default', className, testId }: StatCardProps) {
  return (
    <Card className={cn('gap-0 py-4', className)} data-testid={testId}>
      <CardContent className="flex items-start justify-between gap-3 px-4">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <div className="text-2xl font-bold tabular-nums" data-slot="stat-value">
            {value}
          </div>
          {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
        </div>
        {Icon && (
          <span className={cn('hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex', toneClasses[tone])}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
        )}
      </CardContent>
    </Card>
  );
}
