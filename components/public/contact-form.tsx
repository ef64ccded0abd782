'use client';
// Contact form (name, email, message). Nothing is stored on the server: the message goes out through the visitor's
// own email app, addressed to the site's contact email (a plain mailto form even without JavaScript).
import { useId, useState } from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export function ContactForm({ contactEmail, siteName, title = 'Kirim Pesan' }: { contactEmail: string | null; siteName: string; title?: string }) {
  const id = useId();
  const [sent, setSent] = useState(false);
  const to = contactEmail ?? 'halo@kuliner-tasik.id';

  return (
    <form
      action={`mailto:${to}`}
      method="post"
      encType="text/plain"
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl border bg-card p-6 shadow-sm"
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
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h3>
      <div className="space-y-2">
        <Label htmlFor={`${id}-name`}>Nama</Label>
        <Input id={`${id}-name`} name="name" autoComplete="name" required minLength={3} maxLength={100} placeholder="Nama lengkap Anda" />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} placeholder="nama@email.com" />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-message`}>Pesan</Label>
        <Textarea id={`${id}-message`} name="message" required minLength={10} maxLength={2000} rows={5} placeholder="Tulis pesan Anda..." />
      </div>
      <Button type="submit" className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        Kirim Pesan
      </Button>
      <p role="status" className="min-h-5 text-sm text-green-800">
        {sent && (
          <span className="inline-flex items-center gap-1.5">
            <CircleCheck aria-hidden="true" className="size-4" />
            Terima kasih! Aplikasi email Anda dibuka untuk mengirim pesan ini ke {to}.
          </span>
        )}
      </p>
    </form>
  );
}
