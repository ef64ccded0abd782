'use client';
// Bookmark, like and share on an article card. As the spec says, they only log: nothing is stored or toggled. The
// icons come rendered from the server (the card).

const buttonClass =
  'inline-flex size-9 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function ArticleActions({
  id,
  title,
  icons,
}: {
  id: number;
  title: string;
  icons: { bookmark: React.ReactNode; like: React.ReactNode; share: React.ReactNode };
}) {
  const log = (action: 'bookmark' | 'like' | 'share') => console.info(`[artikel] ${action}`, { id, title });
  return (
    <div className="flex items-center gap-1">
      <button type="button" className={buttonClass} onClick={() => log('bookmark')} aria-label={`Simpan artikel: ${title}`}>
        {icons.bookmark}
      </button>
      <button type="button" className={buttonClass} onClick={() => log('like')} aria-label={`Suka artikel: ${title}`}>
        {icons.like}
      </button>
      <button type="button" className={buttonClass} onClick={() => log('share')} aria-label={`Bagikan artikel: ${title}`}>
        {icons.share}
      </button>
    </div>
  );
}
