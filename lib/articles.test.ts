import { describe, expect, it } from 'vitest';

import {
  ARTICLE_CATEGORIES,
  ARTICLE_SORTS,
  ARTICLES,
  articleCategoryLabel,
  articlePath,
  filterArticles,
  getArticleBySlug,
  isArticleCategory,
  isArticleSort,
  relatedArticles,
  type Article,
} from './articles';

const ids = (list: Article[]) => list.map((a) => a.id);

function make(overrides: Partial<Article> & Pick<Article, 'id'>): Article {
  return {
    slug: `artikel-${overrides.id}`,
    title: `Artikel ${overrides.id}`,
    category: 'tips-bisnis',
    author: 'Penulis',
    authorImage: '/images/authors/1.svg',
    publishDate: '2026-01-01',
    readTime: 5,
    views: 100,
    likes: 10,
    rating: 4.5,
    image: '/images/articles/x.svg',
    excerpt: 'Ringkasan',
    body: ['Paragraf pertama.', 'Paragraf kedua.'],
    tags: [],
    isFeatured: false,
    isBookmarked: false,
    isLiked: false,
    ...overrides,
  };
}

describe('data artikel', () => {
  it('berisi 12 artikel dengan 3 unggulan dan id/slug unik', () => {
    expect(ARTICLES).toHaveLength(12);
    expect(ARTICLES.filter((a) => a.isFeatured)).toHaveLength(3);
    expect(new Set(ARTICLES.map((a) => a.id)).size).toBe(12);
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(12);
  });

  it('memakai kategori valid, tanggal ISO 2026, rating 4.0-5.0, dan gambar lokal', () => {
    for (const a of ARTICLES) {
      expect(isArticleCategory(a.category)).toBe(true);
      expect(a.category).not.toBe('semua');
      expect(a.publishDate).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(a.publishDate))).toBe(false);
      expect(a.rating).toBeGreaterThanOrEqual(4);
      expect(a.rating).toBeLessThanOrEqual(5);
      expect(a.image).toBe(`/images/articles/${a.slug}.svg`);
      expect(a.authorImage).toMatch(/^\/images\/authors\/\d+\.svg$/);
    }
  });

  it('type guard kategori dan urutan', () => {
    expect(ARTICLE_CATEGORIES.every((c) => isArticleCategory(c.id))).toBe(true);
    expect(ARTICLE_SORTS.every((s) => isArticleSort(s.id))).toBe(true);
    expect(isArticleCategory('kuliner')).toBe(false);
    expect(isArticleSort('acak')).toBe(false);
  });
});

describe('filterArticles — pencarian', () => {
  it('mencocokkan judul tanpa peka huruf besar/kecil', () => {
    const result = filterArticles(ARTICLES, { search: 'TUTUG ONCOM' });
    expect(ids(result)).toEqual([2]);
  });

  it('memangkas spasi di awal/akhir kata kunci', () => {
    expect(ids(filterArticles(ARTICLES, { search: '   kupat tahu  ' }))).toEqual([10]);
  });

  it('mencocokkan ringkasan (excerpt)', () => {
    // "FIFO" hanya muncul di ringkasan artikel stok bahan baku.
    expect(ids(filterArticles(ARTICLES, { search: 'fifo' }))).toEqual([4]);
  });

  it('mencocokkan tag', () => {
    const result = filterArticles(ARTICLES, { search: 'qris' });
    expect(ids(result)).toContain(5);
    const tagOnly = filterArticles([make({ id: 1, title: 'A', excerpt: 'B', tags: ['Nasi Liwet'] }), make({ id: 2 })], { search: 'nasi liwet' });
    expect(ids(tagOnly)).toEqual([1]);
  });

  it('kata kunci kosong/spasi saja mengembalikan semua artikel', () => {
    expect(filterArticles(ARTICLES, { search: '   ' })).toHaveLength(ARTICLES.length);
    expect(filterArticles(ARTICLES)).toHaveLength(ARTICLES.length);
  });

  it('mengembalikan array kosong bila tidak ada yang cocok', () => {
    expect(filterArticles(ARTICLES, { search: 'pizza neapolitan xyz' })).toEqual([]);
    expect(filterArticles([], { search: '' })).toEqual([]);
  });

  it('menggabungkan pencarian dan kategori', () => {
    const result = filterArticles(ARTICLES, { search: 'sunda', category: 'resep-masakan' });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((a) => a.category === 'resep-masakan')).toBe(true);
    expect(ids(result)).not.toContain(3); // artikel tren bertag Sunda tersaring kategori
    expect(filterArticles(ARTICLES, { search: 'bakso', category: 'teknologi' })).toEqual([]);
  });
});

describe('filterArticles — kategori', () => {
  it("'semua' mengembalikan seluruh artikel", () => {
    expect(filterArticles(ARTICLES, { category: 'semua' })).toHaveLength(ARTICLES.length);
  });

  it.each(ARTICLE_CATEGORIES.filter((c) => c.id !== 'semua').map((c) => c.id))('hanya mengembalikan kategori %s', (category) => {
    const result = filterArticles(ARTICLES, { category });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((a) => a.category === category)).toBe(true);
    expect(result).toHaveLength(ARTICLES.filter((a) => a.category === category).length);
  });
});

describe('filterArticles — urutan', () => {
  it('terbaru: publishDate menurun (default)', () => {
    const result = filterArticles(ARTICLES, { sort: 'terbaru' });
    const dates = result.map((a) => a.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(result[0]?.id).toBe(12);
    expect(ids(filterArticles(ARTICLES))).toEqual(ids(result));
  });

  it('terpopuler dan terbanyak-dibaca: views menurun', () => {
    for (const sort of ['terpopuler', 'terbanyak-dibaca'] as const) {
      const result = filterArticles(ARTICLES, { sort });
      const views = result.map((a) => a.views);
      expect(views).toEqual([...views].sort((a, b) => b - a));
      expect(result[0]?.id).toBe(2);
    }
    expect(ids(filterArticles(ARTICLES, { sort: 'terpopuler' }))).toEqual(ids(filterArticles(ARTICLES, { sort: 'terbanyak-dibaca' })));
  });

  it('rating-tertinggi: rating menurun', () => {
    const result = filterArticles(ARTICLES, { sort: 'rating-tertinggi' });
    const ratings = result.map((a) => a.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(result[0]?.id).toBe(10);
  });

  it('stabil: nilai sama mempertahankan urutan asli', () => {
    const list = [
      make({ id: 1, rating: 4.5, views: 10, publishDate: '2026-02-01' }),
      make({ id: 2, rating: 4.9, views: 50, publishDate: '2026-03-01' }),
      make({ id: 3, rating: 4.5, views: 10, publishDate: '2026-02-01' }),
      make({ id: 4, rating: 4.5, views: 10, publishDate: '2026-02-01' }),
    ];
    expect(ids(filterArticles(list, { sort: 'rating-tertinggi' }))).toEqual([2, 1, 3, 4]);
    expect(ids(filterArticles(list, { sort: 'terpopuler' }))).toEqual([2, 1, 3, 4]);
    expect(ids(filterArticles(list, { sort: 'terbanyak-dibaca' }))).toEqual([2, 1, 3, 4]);
    expect(ids(filterArticles(list, { sort: 'terbaru' }))).toEqual([2, 1, 3, 4]);
    // rating sama di data contoh (4.8: id 1 & 6) tetap berurutan sesuai data
    const real = ids(filterArticles(ARTICLES, { sort: 'rating-tertinggi' }));
    expect(real.indexOf(1)).toBeLessThan(real.indexOf(6));
  });

  it('tidak mengubah array masukan', () => {
    const before = ids(ARTICLES);
    filterArticles(ARTICLES, { sort: 'rating-tertinggi' });
    filterArticles(ARTICLES, { sort: 'terpopuler' });
    expect(ids(ARTICLES)).toEqual(before);
  });
});

describe('halaman artikel — slug, teks lengkap, dan artikel terkait', () => {
  it('setiap artikel punya slug URL yang aman, path /artikel/{slug}, dan ditemukan lewat slug', () => {
    for (const a of ARTICLES) {
      expect(a.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(articlePath(a)).toBe(`/artikel/${a.slug}`);
      expect(getArticleBySlug(a.slug)).toBe(a);
    }
    expect(getArticleBySlug('tidak-ada')).toBeUndefined();
    expect(getArticleBySlug('')).toBeUndefined();
    // Exact match only: no prefix or case folding.
    expect(getArticleBySlug(ARTICLES[0]!.slug.toUpperCase())).toBeUndefined();
    expect(getArticleBySlug(ARTICLES[0]!.slug.slice(0, -1))).toBeUndefined();
  });

  it('setiap artikel punya teks lengkap beberapa paragraf yang bukan sekadar ringkasan', () => {
    for (const a of ARTICLES) {
      expect(a.body.length, a.slug).toBeGreaterThanOrEqual(3);
      for (const p of a.body) expect(p.length, a.slug).toBeGreaterThan(120);
      expect(a.body).not.toContain(a.excerpt);
    }
    const allText = ARTICLES.flatMap((a) => a.body).join(' ');
    expect(allText).toMatch(/Tasik/);
  });

  it('label kategori dalam bahasa Indonesia', () => {
    expect(articleCategoryLabel('resep-masakan')).toBe('Resep Masakan');
    expect(articleCategoryLabel('tips-bisnis')).toBe('Tips Bisnis');
  });

  it('artikel terkait: kategori sama dulu (terbaru dulu), lalu sisanya terbaru, tanpa artikel itu sendiri', () => {
    const list = [
      make({ id: 1, category: 'resep-masakan', publishDate: '2026-01-01' }),
      make({ id: 2, category: 'resep-masakan', publishDate: '2026-03-01' }),
      make({ id: 3, category: 'tips-bisnis', publishDate: '2026-12-01' }),
      make({ id: 4, category: 'teknologi', publishDate: '2026-06-01' }),
      make({ id: 5, category: 'resep-masakan', publishDate: '2026-02-01' }),
    ];
    expect(ids(relatedArticles(list[1]!, list))).toEqual([5, 1, 3]);
    expect(ids(relatedArticles(list[0]!, list))).toEqual([2, 5, 3]);
    // Only one other in its category: filled up with the newest of the rest.
    expect(ids(relatedArticles(list[3]!, list))).toEqual([3, 2, 5]);
    expect(ids(relatedArticles(list[3]!, list, 2))).toEqual([3, 2]);
    expect(relatedArticles(list[0]!, [list[0]!])).toEqual([]);
  });

  it('artikel terkait tidak mengubah urutan data asli', () => {
    const list = [make({ id: 1, publishDate: '2026-01-01' }), make({ id: 2, publishDate: '2026-05-01' }), make({ id: 3, publishDate: '2026-03-01' })];
    const before = ids(list);
    relatedArticles(list[0]!, list);
    expect(ids(list)).toEqual(before);
  });

  it('setiap artikel contoh punya 3 artikel terkait, yang pertama sekategori bila ada', () => {
    for (const a of ARTICLES) {
      const related = relatedArticles(a);
      expect(related, a.slug).toHaveLength(3);
      expect(related.map((r) => r.id)).not.toContain(a.id);
      if (ARTICLES.some((o) => o.id !== a.id && o.category === a.category)) expect(related[0]!.category).toBe(a.category);
    }
    // The three recipes point at each other first.
    const tutug = getArticleBySlug('resep-nasi-tutug-oncom')!;
    expect(
      relatedArticles(tutug)
        .slice(0, 2)
        .map((r) => r.slug),
    ).toEqual(['resep-kupat-tahu-tasik', 'resep-mie-bakso-tasik']);
  });
});
