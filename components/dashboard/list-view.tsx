'use client';
// The pieces every dashboard list screen shares: the filter card, the add button, the load states around the list
// (error with retry, skeleton, empty) and the table card with its header row.
import * as React from 'react';
import { PlusIcon } from 'lucide-react';
import { LoadError } from '@/components/dashboard/load-error';
import { TableSkeleton } from '@/components/dashboard/table-skeleton';
import type { ApiQuery } from '@/components/dashboard/use-api-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** The card holding a list's search box and filters; `className` sets its grid. */
export function FilterBar({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <Card className="gap-4 py-4">
      <CardContent className={cn('px-4', className)}>{children}</CardContent>
    </Card>
  );
}

/** The page header's main action: a plus and the label. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" onClick={onClick}>
      <PlusIcon aria-hidden="true" />
      {label}
    </Button>
  );
}

interface ListStatesProps {
  query: Pick<ApiQuery<unknown>, 'data' | 'error' | 'loading' | 'reload'>;
  /** Shown with 'Coba Lagi' when the load failed. */
  errorMessage: string;
  /** Shown before the first answer (default: a table skeleton with `loadingLabel`). */
  loading?: React.ReactNode;
  loadingLabel?: string;
  isEmpty: boolean;
  empty: React.ReactNode;
  children: React.ReactNode;
}

/** Error, first load, empty or the list: the previous list stays while a new page or filter loads. */
export function ListStates({ query, errorMessage, loading, loadingLabel, isEmpty, empty, children }: ListStatesProps) {
  if (query.error && !query.loading) return <LoadError message={errorMessage} onRetry={query.reload} />;
  if (!query.data) return <>{loading ?? <TableSkeleton label={loadingLabel} />}</>;
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}

export interface Column {
  label: React.ReactNode;
  className?: string;
}

/** A list table in a card: a caption for screen readers, the header row, then the rows given as children. */
export function DataTable({ caption, columns, busy, children }: { caption: string; columns: Column[]; busy: boolean; children: React.ReactNode }) {
  return (
    <Card className="gap-0 py-0" aria-busy={busy}>
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            {columns.map((column, i) => (
              <TableHead key={i} className={column.className}>
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>{children}</TableBody>
      </Table>
    </Card>
  );
}
