'use client';
// The contact form's one piece of client code: on submit it opens the visitor's email app with a subject and a body
// built from the fields (without JavaScript the form posts to the same mailto: address as plain text), then says so.
import { useState } from 'react';

export function MailtoForm({
  to,
  siteName,
  titleId,
  sentIcon,
  className,
  children,
}: {
  to: string;
  siteName: string;
  /** The id of the form's heading (its accessible name). */
  titleId: string;
  /** The confirmation's icon, rendered on the server. */
  sentIcon: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const [sent, setSent] = useState(false);
  return (
    <form
      action={`mailto:${to}`}
      method="post"
      encType="text/plain"
      aria-labelledby={titleId}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const name = String(data.get('name') ?? '').trim();
        const email = String(data.get('email') ?? '').trim();
        const message = String(data.get('message') ?? '').trim();
        const subject = `Pesan dari ${name} melalui ${siteName}`;
        const body = `${message}\n\n${name} <${email}>`;
        window.location.href = `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
        setSent(true);
      }}
    >
      {children}
      <p role="status" className="min-h-5 text-sm text-green-800">
        {sent && (
          <span className="inline-flex items-center gap-1.5">
            {sentIcon}
            Terima kasih! Aplikasi email Anda dibuka untuk mengirim pesan ini ke {to}.
          </span>
        )}
      </p>
    </form>
  );
}
