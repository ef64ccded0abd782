// Contact form (name, email, message). Nothing is stored on the server: the message goes out through the visitor's
// own email app, addressed to the site's contact email (a plain mailto form even without JavaScript). Rendered on the
// server; only the submit handling is client code (MailtoForm).
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { Icon } from './icon';
import { MailtoForm } from './mailto-form';

/** The Label component's look, as a plain <label> (Radix's label is client code). */
const LABEL_CLASS = 'flex select-none items-center gap-2 text-sm font-medium leading-none';

export function ContactForm({
  contactEmail,
  siteName,
  title = 'Kirim Pesan',
  idPrefix = 'kontak',
}: {
  contactEmail: string | null;
  siteName: string;
  title?: string;
  /** Prefix of the fields' ids (one form per page). */
  idPrefix?: string;
}) {
  const id = idPrefix;
  const to = contactEmail ?? 'halo@kuliner-tasik.id';

  return (
    <MailtoForm
      to={to}
      siteName={siteName}
      titleId={`${id}-title`}
      sentIcon={<Icon name="circle-check" className="size-4" />}
      className="space-y-4 rounded-xl border bg-card p-6 shadow-sm"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h3>
      <div className="space-y-2">
        <label htmlFor={`${id}-name`} className={LABEL_CLASS}>
          Nama
        </label>
        <Input id={`${id}-name`} name="name" autoComplete="name" required minLength={3} maxLength={100} placeholder="Nama lengkap Anda" />
      </div>
      <div className="space-y-2">
        <label htmlFor={`${id}-email`} className={LABEL_CLASS}>
          Email
        </label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} placeholder="nama@email.com" />
      </div>
      <div className="space-y-2">
        <label htmlFor={`${id}-message`} className={LABEL_CLASS}>
          Pesan
        </label>
        <Textarea id={`${id}-message`} name="message" required minLength={10} maxLength={2000} rows={5} placeholder="Tulis pesan Anda..." />
      </div>
      <Button type="submit" className="w-full sm:w-auto">
        <Icon name="send" />
        Kirim Pesan
      </Button>
    </MailtoForm>
  );
}
