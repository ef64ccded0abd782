/**
 * Sample (hard-coded) article data for the public `/artikel` page.
 * This module is pure data + pure functions: safe to import from server and client components.
 */

export const ARTICLE_CATEGORIES = [
  { id: 'semua', label: 'Semua', count: 156 },
  { id: 'tips-bisnis', label: 'Tips Bisnis', count: 45 },
  { id: 'resep-masakan', label: 'Resep Masakan', count: 38 },
  { id: 'trend-kuliner', label: 'Trend Kuliner', count: 32 },
  { id: 'manajemen', label: 'Manajemen', count: 25 },
  { id: 'teknologi', label: 'Teknologi', count: 18 },
] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]['id'];

export const ARTICLE_SORTS = [
  { id: 'terbaru', label: 'Terbaru' },
  { id: 'terpopuler', label: 'Terpopuler' },
  { id: 'terbanyak-dibaca', label: 'Terbanyak Dibaca' },
  { id: 'rating-tertinggi', label: 'Rating Tertinggi' },
] as const;

export type ArticleSort = (typeof ARTICLE_SORTS)[number]['id'];

export interface Article {
  id: number;
  slug: string;
  title: string;
  category: Exclude<ArticleCategory, 'semua'>;
  author: string;
  authorImage: string;
  /** Publish date, ISO format (YYYY-MM-DD). */
  publishDate: string;
  /** Estimated reading time in minutes. */
  readTime: number;
  views: number;
  likes: number;
  rating: number;
  image: string;
  excerpt: string;
  tags: string[];
  isFeatured: boolean;
  isBookmarked: boolean;
  isLiked: boolean;
}

const AUTHORS = {
  rina: { author: 'Rina Kurniasih', authorImage: '/images/authors/1.svg' },
  asep: { author: 'Asep Saepudin', authorImage: '/images/authors/2.svg' },
  nenden: { author: 'Nenden Rahmawati', authorImage: '/images/authors/3.svg' },
  dadang: { author: 'Dadang Hermawan', authorImage: '/images/authors/4.svg' },
  siti: { author: 'Siti Nurjanah', authorImage: '/images/authors/5.svg' },
  yusuf: { author: 'Yusuf Maulana', authorImage: '/images/authors/6.svg' },
} as const;

function img(slug: string): string {
  return `/images/articles/${slug}.svg`;
}

export const ARTICLES: Article[] = [
  {
    id: 1,
    slug: 'strategi-pemasaran-media-sosial-kuliner',
    title: '7 Strategi Memasarkan Usaha Kuliner Tasikmalaya lewat Media Sosial',
    category: 'tips-bisnis',
    ...AUTHORS.rina,
    publishDate: '2026-03-12',
    readTime: 8,
    views: 12450,
    likes: 842,
    rating: 4.8,
    image: img('strategi-pemasaran-media-sosial-kuliner'),
    excerpt:
      'Dari konten video pendek sampai kolaborasi dengan pemandu wisata kuliner lokal, inilah cara warung dan rumah makan di Tasikmalaya menjangkau pembeli baru tanpa biaya iklan besar.',
    tags: ['pemasaran', 'media sosial', 'UMKM', 'promosi'],
    isFeatured: true,
    isBookmarked: false,
    isLiked: false,
  },
  {
    id: 2,
    slug: 'resep-nasi-tutug-oncom',
    title: 'Resep Nasi Tutug Oncom Khas Tasikmalaya yang Gurih dan Pulen',
    category: 'resep-masakan',
    ...AUTHORS.nenden,
    publishDate: '2026-04-02',
    readTime: 6,
    views: 18920,
    likes: 1530,
    rating: 4.9,
    image: img('resep-nasi-tutug-oncom'),
    excerpt:
      'Oncom bakar, kencur, dan cabai rawit diulek lalu diaduk dengan nasi hangat. Ikuti langkah demi langkah membuat nasi TO ala warung legendaris di Tasik.',
    tags: ['resep', 'Sunda', 'oncom', 'nasi'],
    isFeatured: true,
    isBookmarked: true,
    isLiked: true,
  },
  {
    id: 3,
    slug: 'tren-kuliner-2026-jajanan-sunda',
    title: 'Tren Kuliner 2026: Kebangkitan Jajanan Tradisional Sunda',
    category: 'trend-kuliner',
    ...AUTHORS.asep,
    publishDate: '2026-01-20',
    readTime: 5,
    views: 9870,
    likes: 611,
    rating: 4.6,
    image: img('tren-kuliner-2026-jajanan-sunda'),
    excerpt:
      'Cilok, gurandil, dan awug kembali diburu generasi muda. Kami merangkum alasan jajanan pasar Sunda tampil lebih modern tanpa kehilangan rasa aslinya.',
    tags: ['tren', 'jajanan', 'Sunda', 'generasi muda'],
    isFeatured: true,
    isBookmarked: false,
    isLiked: false,
  },
  {
    id: 4,
    slug: 'mengelola-stok-bahan-baku',
    title: 'Mengelola Stok Bahan Baku agar Warung Tidak Merugi',
    category: 'manajemen',
    ...AUTHORS.dadang,
    publishDate: '2026-02-14',
    readTime: 7,
    views: 5430,
    likes: 298,
    rating: 4.4,
    image: img('mengelola-stok-bahan-baku'),
    excerpt: 'Metode FIFO, catatan stok harian, dan cara menghitung kebutuhan belanja pasar mingguan supaya sayur dan daging tidak terbuang percuma.',
    tags: ['stok', 'inventaris', 'efisiensi', 'bahan baku'],
    isFeatured: false,
    isBookmarked: false,
    isLiked: false,
  },
  {
    id: 5,
    slug: 'qris-pembayaran-digital-umkm',
    title: 'Memanfaatkan QRIS dan Pembayaran Digital untuk UMKM Kuliner',
    category: 'teknologi',
    ...AUTHORS.yusuf,
    publishDate: '2026-05-06',
    readTime: 6,
    views: 7215,
    likes: 402,
    rating: 4.5,
    image: img('qris-pembayaran-digital-umkm'),
    excerpt:
      'Pembeli makin jarang membawa uang tunai. Pelajari cara mendaftar QRIS, mencatat transaksi otomatis, dan menghindari penipuan bukti transfer palsu.',
    tags: ['QRIS', 'pembayaran digital', 'UMKM', 'keuangan'],
    isFeatured: false,
    isBookmarked: true,
    isLiked: false,
  },
  {
    id: 6,
    slug: 'resep-mie-bakso-tasik',
    title: 'Cara Membuat Mie Bakso Tasik dengan Kuah Kaldu Sapi yang Bening',
    category: 'resep-masakan',
    ...AUTHORS.siti,
    publishDate: '2026-06-18',
    readTime: 9,
    views: 15340,
    likes: 1204,
    rating: 4.8,
    image: img('resep-mie-bakso-tasik'),
    excerpt: 'Rahasia bakso kenyal dan kuah bening ala kedai di Jalan HZ Mustofa: pilihan daging, suhu adonan, hingga racikan bawang goreng yang harum.',
    tags: ['resep', 'bakso', 'kaldu', 'mie'],
    isFeatured: false,
    isBookmarked: false,
    isLiked: true,
  },
  {
    id: 7,
    slug: 'menentukan-harga-jual-hpp',
    title: 'Menentukan Harga Jual Menu: Panduan HPP untuk Pemula',
    category: 'tips-bisnis',
    ...AUTHORS.dadang,
    publishDate: '2026-07-09',
    readTime: 10,
    views: 8640,
    likes: 577,
    rating: 4.7,
    image: img('menentukan-harga-jual-hpp'),
    excerpt:
      'Hitung harga pokok penjualan per porsi, tambahkan biaya operasional, lalu tentukan margin yang masuk akal agar menu tetap bersaing di pasar Tasikmalaya.',
    tags: ['HPP', 'harga jual', 'keuangan', 'pemula'],
    isFeatured: false,
    isBookmarked: false,
    isLiked: false,
  },
  {
    id: 8,
    slug: 'kopi-galunggung-naik-daun',
    title: 'Kopi Lokal Galunggung Naik Daun di Kedai-Kedai Tasikmalaya',
    category: 'trend-kuliner',
    ...AUTHORS.asep,
    publishDate: '2026-08-23',
    readTime: 4,
    views: 6380,
    likes: 455,
    rating: 4.3,
    image: img('kopi-galunggung-naik-daun'),
    excerpt:
      'Biji kopi dari lereng Gunung Galunggung kini tampil di menu kedai kekinian. Simak kisah petani, penyangrai, dan barista yang mengangkat kopi lokal.',
    tags: ['kopi', 'tren', 'produk lokal', 'kedai'],
    isFeatured: false,
    isBookmarked: false,
    isLiked: false,
  },
  {
    id: 9,
    slug: 'membangun-tim-dapur',
    title: 'Membangun Tim Dapur yang Solid untuk Rumah Makan Keluarga',
    category: 'manajemen',
    ...AUTHORS.rina,
    publishDate: '2026-09-04',
    readTime: 7,
    views: 3910,
    likes: 214,
    rating: 4.2,
    image: img('membangun-tim-dapur'),
    excerpt: 'Pembagian tugas yang jelas, SOP sederhana, dan jadwal shift yang adil membuat dapur tetap rapi saat pesanan membludak di akhir pekan.',
    tags: ['SDM', 'tim', 'SOP', 'dapur'],
    isFeatured: false,
    isBookmarked: false,
    isLiked: false,
  },
  {
    id: 10,
    slug: 'resep-kupat-tahu-tasik',
    title: 'Resep Kupat Tahu Tasik dengan Bumbu Kacang Kental',
    category: 'resep-masakan',
    ...AUTHORS.nenden,
    publishDate: '2026-10-11',
    readTime: 5,
    views: 11275,
    likes: 936,
    rating: 5.0,
    image: img('resep-kupat-tahu-tasik'),
    excerpt: 'Ketupat lembut, tahu goreng, tauge, dan siraman bumbu kacang yang kental manis. Sarapan khas Tasikmalaya yang mudah dibuat di rumah.',
    tags: ['resep', 'Sunda', 'kupat tahu', 'sarapan'],
    isFeatured: false,
    isBookmarked: false,
    isLiked: false,
  },
  {
    id: 11,
    slug: 'foto-menu-dengan-ponsel',
    title: 'Memotret Makanan dengan Ponsel: Foto Menu yang Menggugah Selera',
    category: 'teknologi',
    ...AUTHORS.yusuf,
    publishDate: '2026-10-28',
    readTime: 6,
    views: 4870,
    likes: 333,
    rating: 4.0,
    image: img('foto-menu-dengan-ponsel'),
    excerpt: 'Manfaatkan cahaya jendela, sudut 45 derajat, dan properti sederhana untuk menghasilkan foto menu yang menarik bagi pembeli daring.',
    tags: ['fotografi', 'ponsel', 'konten', 'menu'],
    isFeatured: false,
    isBookmarked: false,
    isLiked: false,
  },
  {
    id: 12,
    slug: 'sertifikat-halal-pirt',
    title: 'Mengurus Sertifikat Halal dan PIRT untuk Produk Olahan Rumahan',
    category: 'tips-bisnis',
    ...AUTHORS.siti,
    publishDate: '2026-11-05',
    readTime: 8,
    views: 2985,
    likes: 187,
    rating: 4.6,
    image: img('sertifikat-halal-pirt'),
    excerpt:
      'Langkah mengurus izin PIRT dan sertifikasi halal gratis bagi pelaku usaha mikro, mulai dari dokumen yang disiapkan sampai lama proses verifikasi.',
    tags: ['perizinan', 'halal', 'PIRT', 'UMKM'],
    isFeatured: false,
    isBookmarked: false,
    isLiked: false,
  },
];

export interface ArticleFilter {
  /** Keyword; matched against title, excerpt or tags (case-insensitive). */
  search?: string;
  /** Defaults to `semua`. */
  category?: ArticleCategory;
  /** Defaults to `terbaru`. */
  sort?: ArticleSort;
}

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return ARTICLE_CATEGORIES.some((c) => c.id === value);
}

export function isArticleSort(value: unknown): value is ArticleSort {
  return ARTICLE_SORTS.some((s) => s.id === value);
}

function compareArticles(sort: ArticleSort, a: Article, b: Article): number {
  switch (sort) {
    case 'terbaru':
      return a.publishDate < b.publishDate ? 1 : a.publishDate > b.publishDate ? -1 : 0;
    case 'terpopuler':
    case 'terbanyak-dibaca':
      return b.views - a.views;
    case 'rating-tertinggi':
      return b.rating - a.rating;
  }
}

/**
 * Filter and sort articles. Does not mutate the input array; sorting is stable
 * (articles with equal values keep their original order).
 */
export function filterArticles(articles: readonly Article[], { search = '', category = 'semua', sort = 'terbaru' }: ArticleFilter = {}): Article[] {
  const query = search.trim().toLowerCase();

  const filtered = articles.filter((article) => {
    if (category !== 'semua' && article.category !== category) return false;
    if (!query) return true;
    return (
      article.title.toLowerCase().includes(query) ||
      article.excerpt.toLowerCase().includes(query) ||
      article.tags.some((tag) => tag.toLowerCase().includes(query))
    );
  });

  // Array.prototype.sort is stable since ES2019; the index is an extra safeguard.
  return filtered
    .map((article, index) => ({ article, index }))
    .sort((x, y) => compareArticles(sort, x.article, y.article) || x.index - y.index)
    .map(({ article }) => article);
}
