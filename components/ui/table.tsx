import * as React from 'react';

import { cn } from '@/lib/utils';

/**
 * Below md (phones) every row becomes a small card: the header row is hidden, the cells of a row wrap as flex items
 * (the first cell, the row's name, takes the whole width; the last, the actions, sits at the right), so a list never
 * scrolls sideways. Cells hidden on small screens ('hidden md:table-cell') stay hidden.
 */
const stackedOnPhone =
  'max-md:block max-md:[&>thead]:hidden max-md:[&>tbody]:block max-md:[&>tbody>tr]:flex max-md:[&>tbody>tr]:flex-wrap max-md:[&>tbody>tr]:items-center max-md:[&>tbody>tr]:gap-x-3 max-md:[&>tbody>tr]:gap-y-2 max-md:[&>tbody>tr]:px-4 max-md:[&>tbody>tr]:py-3 max-md:[&>tbody>tr>td]:min-w-0 max-md:[&>tbody>tr>td]:p-0 max-md:[&>tbody>tr>td:first-child]:basis-full max-md:[&>tbody>tr>td:first-child]:whitespace-normal max-md:[&>tbody>tr>td:first-child]:break-words max-md:[&>tbody>tr>td:last-child]:ml-auto';

function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', stackedOnPhone, className)} {...props} />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return <tfoot data-slot="table-footer" className={cn('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)} {...props} />;
}

function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr data-slot="table-row" className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)} {...props} />;
}

function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn('h-10 whitespace-nowrap px-2 text-left align-middle font-medium text-foreground [&:has([role=checkbox])]:pr-0', className)}
      {...props}
    />
  );
}

function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('whitespace-nowrap p-2 align-middle [&:has([role=checkbox])]:pr-0', className)} {...props} />;
}

function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}

export { Table, TableHeader, TableBody, TableFooter, TableHead, TableRow, TableCell, TableCaption };
