'use client';
// A control the signed-in user may not use, shown disabled with the reason: a tooltip (title on the wrapper, since a
// disabled button gets no pointer events) and a visually-hidden text the control names with aria-describedby.
import * as React from 'react';

interface RefusalReasonProps {
  /** Null: the control is allowed and rendered as is. */
  reason: string | null;
  /** Renders the control; gets the described-by id when refused. */
  children: (describedBy: string | undefined) => React.ReactNode;
}

export function RefusalReason({ reason, children }: RefusalReasonProps) {
  const id = React.useId();
  if (!reason) return <>{children(undefined)}</>;
  return (
    <span title={reason} className="inline-flex" data-refusal={reason}>
      {children(id)}
      <span id={id} className="sr-only">
        {reason}
      </span>
    </span>
  );
}
