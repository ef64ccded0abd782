// A chart in a card, with its data repeated in a visually hidden table for screen readers.
import * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface ChartCardProps {
  title: string;
  description?: string;
  /** Rows of the hidden data table: label and one or more values. */
  table: { columns: string[]; rows: (string | number)[][] };
  children: React.ReactNode;
}

export function ChartCard({ title, description, table, children }: ChartCardProps) {
  const id = React.useId();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 id={id}>{title}</h2>
        </CardTitle>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </CardHeader>
      <CardContent>
        <figure aria-labelledby={id} className="relative m-0">
          <div aria-hidden="true" className="h-72 w-full">
            {children}
          </div>
          {/* The hiding box is a div: a table ignores the 1px height and overflow of sr-only and, all its rows stacked in a
              1px column, stretched the page by hundreds of blank pixels. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={String(row[0])}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={i} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={i}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
