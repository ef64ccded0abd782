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
  /** The full text, one string per paragraph. */
  body: string[];
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

const SAMPLE_ARTICLES: Omit<Article, 'body'>[] = [
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

/**
 * Full text of each sample article, paragraph by paragraph, keyed by slug. Kept apart from the card data above so
 * the list stays easy to scan.
 */
const ARTICLE_BODIES: Record<string, string[]> = {
  'strategi-pemasaran-media-sosial-kuliner': [
    'Media sosial kini menjadi etalase pertama bagi banyak usaha kuliner di Tasikmalaya. Calon pembeli mencari "nasi TO dekat Cihideung" atau "bakso enak di Tasik" langsung dari ponsel, lalu memutuskan tempat makan dari foto dan ulasan yang mereka temukan. Kabar baiknya, warung kecil pun bisa bersaing dengan rumah makan besar asalkan konsisten dan tahu apa yang ingin ditampilkan.',
    'Pertama, unggah video pendek proses memasak. Adonan cilok yang dibentuk, kuah bakso yang mendidih, atau oncom yang dibakar di atas arang jauh lebih menarik daripada foto menu yang kaku. Video berdurasi 15 sampai 30 detik cukup; tambahkan teks singkat berisi nama menu, harga, dan alamat. Kedua, balas setiap komentar dan pesan dengan ramah dan cepat, karena pembeli sering bertanya jam buka atau ketersediaan menu sebelum datang.',
    'Ketiga, manfaatkan akun komunitas lokal seperti grup info kuliner Tasikmalaya dan pemandu wisata kuliner. Kolaborasi sederhana, misalnya mengundang mereka mencicipi menu baru, sering kali menjangkau ribuan pengikut yang memang tinggal di sekitar Anda. Keempat, buat jadwal unggahan yang teratur, misalnya tiga kali seminggu, agar akun tidak terlihat terbengkalai.',
    'Kelima sampai ketujuh: cantumkan lokasi di Google Maps dan tautkan di profil, tampilkan ulasan pelanggan yang puas (dengan izin mereka), dan adakan promo khusus pengikut pada hari-hari sepi seperti Senin atau Selasa. Catat promo mana yang paling banyak mendatangkan pembeli, lalu ulangi yang berhasil. Pemasaran digital bukan soal anggaran besar, melainkan soal konsistensi dan kedekatan dengan pelanggan.',
  ],
  'resep-nasi-tutug-oncom': [
    'Nasi tutug oncom, atau yang akrab disebut nasi TO, adalah sarapan sekaligus bekal favorit warga Tasikmalaya. "Tutug" dalam bahasa Sunda berarti ditumbuk, dan memang begitulah cara membuatnya: oncom yang sudah dibakar ditumbuk bersama bumbu, lalu diaduk rata dengan nasi hangat sampai setiap butir nasi terbalut rasa gurih.',
    'Bahan untuk empat porsi: 1 papan oncom merah (sekitar 200 gram), 4 piring nasi putih hangat, 1 ruas kencur, 3 siung bawang putih, 4 butir bawang merah, 5 sampai 10 cabai rawit sesuai selera, 1 sendok teh garam, sedikit gula merah, dan 2 lembar daun kemangi. Siapkan juga minyak secukupnya untuk menumis.',
    'Bakar oncom di atas arang atau teflon tanpa minyak sampai kedua sisinya kecokelatan dan harum. Ulek kencur, bawang putih, bawang merah, cabai rawit, garam, dan gula merah sampai halus, lalu tumis sebentar dengan sedikit minyak. Masukkan oncom bakar, hancurkan kasar, dan aduk bersama bumbu sampai tercampur. Matikan api, masukkan nasi hangat sedikit demi sedikit sambil diaduk agar tidak menggumpal, terakhir taburi daun kemangi.',
    'Sajikan nasi TO selagi hangat bersama ayam goreng, ikan asin jambal, tahu dan tempe goreng, lalapan, serta sambal terasi. Kunci nasi yang pulen adalah memakai nasi yang baru matang dan tidak terlalu lembek. Warung-warung legendaris di Tasik biasanya membungkusnya dengan daun pisang sehingga aromanya makin harum saat dibuka.',
  ],
  'tren-kuliner-2026-jajanan-sunda': [
    'Sepanjang 2026, jajanan tradisional Sunda kembali ramai diburu, terutama oleh pelajar dan mahasiswa di Tasikmalaya. Gerobak cilok di depan sekolah kini bersaing dengan kedai kekinian yang menyajikan cilok isi keju, gurandil dengan saus gula aren, hingga awug mini dalam kemasan cup yang praktis dibawa.',
    'Ada beberapa alasan di balik kebangkitan ini. Harga jajanan Sunda relatif terjangkau, bahannya mudah didapat dari pasar lokal seperti Pasar Cikurubuk, dan rasanya membawa nostalgia masa kecil. Media sosial juga berperan besar: video pembuatan awug yang dikukus dalam aseupan bambu atau cireng yang mengembang di minyak panas mudah menarik perhatian.',
    'Pelaku usaha yang berhasil biasanya tidak mengubah resep inti, tetapi memperbarui cara penyajian. Kemasan yang bersih dan menarik, pilihan tingkat kepedasan, serta paket hemat untuk berbagi membuat jajanan lama terasa segar. Beberapa kedai bahkan mencantumkan cerita asal-usul jajanan di kemasannya sehingga pembeli muda ikut mengenal budaya kuliner Sunda.',
    'Bagi tenant yang ingin ikut tren ini, mulailah dari satu atau dua jajanan andalan, jaga kualitas bahan, dan perhatikan kebersihan tempat berjualan. Tren boleh datang dan pergi, tetapi rasa yang konsisten akan membuat pembeli kembali lagi.',
  ],
  'mengelola-stok-bahan-baku': [
    'Banyak warung makan merugi bukan karena sepi pembeli, tetapi karena bahan baku terbuang. Sayuran layu, daging yang terlalu lama disimpan, atau bumbu yang kedaluwarsa diam-diam menggerus keuntungan. Pengelolaan stok yang rapi adalah cara paling murah untuk menjaga margin usaha.',
    'Terapkan prinsip FIFO (first in, first out): bahan yang dibeli lebih dulu dipakai lebih dulu. Beri label tanggal pada setiap wadah di lemari pendingin, dan letakkan barang baru di bagian belakang. Kebiasaan sederhana ini mencegah bahan lama tertumpuk dan terlupakan.',
    'Buat catatan stok harian, cukup di buku tulis atau lembar kerja di ponsel. Catat jumlah bahan di awal hari, yang terpakai, dan sisanya saat tutup. Setelah dua sampai tiga minggu, Anda akan melihat pola: berapa kilogram ayam yang habis di hari biasa, dan berapa di akhir pekan atau saat libur sekolah.',
    'Dari pola itu, susun daftar belanja mingguan ke pasar. Belanja bahan kering seperti beras, gula, dan minyak bisa sekali seminggu, sedangkan sayuran dan daging sebaiknya dibeli dua sampai tiga kali seminggu agar tetap segar. Jalin hubungan baik dengan pemasok langganan di pasar sehingga Anda bisa memesan lebih dulu dan mendapat harga yang stabil.',
  ],
  'qris-pembayaran-digital-umkm': [
    'Semakin banyak pembeli di Tasikmalaya yang lebih suka membayar dengan memindai kode QR daripada mengeluarkan uang tunai. QRIS (Quick Response Code Indonesian Standard) memungkinkan satu kode QR menerima pembayaran dari berbagai aplikasi dompet digital dan mobile banking, sehingga pedagang tidak perlu memasang banyak kode berbeda.',
    'Untuk mendaftar, datangi bank tempat Anda membuka rekening atau daftarkan usaha melalui aplikasi penyedia pembayaran yang resmi. Siapkan KTP, nomor rekening, foto tempat usaha, dan keterangan jenis dagangan. Untuk usaha mikro, biaya layanan per transaksi tergolong kecil dan pada nominal tertentu bahkan dibebaskan, jadi pastikan Anda menanyakan ketentuan terbarunya.',
    'Keuntungan lain QRIS adalah pencatatan otomatis. Setiap transaksi tercatat di aplikasi, sehingga Anda dapat melihat omzet harian tanpa menghitung uang di laci satu per satu. Data ini berguna untuk memisahkan uang usaha dan uang pribadi, sekaligus sebagai bukti arus kas saat mengajukan pinjaman modal.',
    'Waspadai penipuan. Jangan hanya percaya pada tangkapan layar bukti transfer yang ditunjukkan pembeli; selalu periksa notifikasi masuk di aplikasi atau perangkat suara pemberitahuan. Tempel kode QR di tempat yang terlihat oleh kasir, dan periksa secara berkala bahwa stiker itu tidak ditimpa kode milik orang lain.',
  ],
  'resep-mie-bakso-tasik': [
    'Mie bakso Tasik dikenal dengan kuahnya yang bening, gurih, dan tidak berminyak, serta bakso yang kenyal dengan rasa daging yang kuat. Kedai-kedai di sekitar Jalan HZ Mustofa sudah puluhan tahun mempertahankan resep ini, dan kuncinya ternyata ada pada bahan dan suhu.',
    'Untuk bakso, gunakan 500 gram daging sapi segar bagian paha belakang yang minim lemak dan urat. Giling daging bersama 5 siung bawang putih goreng, 1 sendok teh garam, dan merica secukupnya, lalu tambahkan 100 gram tepung tapioka dan 100 mililiter air es. Air es menjaga suhu adonan tetap dingin sehingga protein daging tidak rusak dan bakso menjadi kenyal.',
    'Bentuk adonan menjadi bulatan dan masukkan ke dalam air yang hampir mendidih, bukan mendidih bergolak. Angkat bakso setelah mengapung dan matang. Untuk kuah, rebus 1 kilogram tulang sapi dengan api kecil selama minimal tiga jam, buang buih yang muncul di permukaan secara rutin agar kuah tetap bening, lalu bumbui dengan garam, merica, dan bawang putih goreng.',
    'Sajikan dengan mie kuning, bihun, sawi hijau rebus, seledri, dan taburan bawang goreng yang harum. Bawang goreng terbaik dibuat dari bawang merah yang diiris tipis dan digoreng dengan api sedang sampai kuning keemasan. Lengkapi dengan sambal cabai rawit rebus, kecap, dan sedikit cuka sesuai selera.',
  ],
  'menentukan-harga-jual-hpp': [
    'Menentukan harga jual sering dilakukan dengan menebak atau meniru harga tetangga. Cara ini berisiko: bisa jadi Anda menjual terlalu murah dan sebenarnya merugi. Langkah yang lebih aman adalah menghitung harga pokok penjualan (HPP) per porsi.',
    'Mulailah dari resep. Misalnya satu porsi nasi TO membutuhkan 200 gram nasi, 40 gram oncom, bumbu, dan lauk ayam goreng. Hitung harga setiap bahan sesuai takaran yang dipakai, termasuk minyak goreng, gas, dan bungkus. Jumlahkan semuanya; itulah biaya bahan per porsi.',
    'Berikutnya, tambahkan bagian biaya operasional: sewa tempat, listrik, air, dan gaji karyawan dalam sebulan, dibagi perkiraan jumlah porsi yang terjual per bulan. Jika biaya operasional Rp 6.000.000 dan Anda menjual 3.000 porsi, setiap porsi menanggung Rp 2.000. Biaya bahan ditambah bagian operasional menghasilkan HPP.',
    'Terakhir, tentukan margin keuntungan, umumnya 30 sampai 50 persen untuk usaha makanan. Bandingkan hasilnya dengan harga pasar di Tasikmalaya: jika terlalu tinggi, cari cara menekan biaya, misalnya membeli bahan dalam jumlah lebih besar atau mengurangi bahan yang terbuang. Tinjau ulang HPP setiap kali harga bahan pokok naik.',
  ],
  'kopi-galunggung-naik-daun': [
    'Lereng Gunung Galunggung di Kabupaten Tasikmalaya ternyata menyimpan kebun kopi arabika dan robusta yang kualitasnya makin diakui. Tanah vulkanik dan ketinggian lebih dari seribu meter di atas permukaan laut memberi biji kopi karakter rasa yang khas, dengan keasaman lembut dan aroma gula aren.',
    'Dalam beberapa tahun terakhir, kedai kopi di Kota Tasikmalaya mulai menjadikan kopi Galunggung sebagai menu andalan. Barista menyajikannya sebagai kopi tubruk, V60, maupun es kopi susu gula aren. Pembeli pun senang karena bisa menikmati kopi berkualitas yang ditanam tidak jauh dari kota mereka.',
    'Perjalanan biji kopi ini melibatkan banyak pihak: petani yang memetik buah merah secara selektif, pengolah yang menjemur biji dengan proses natural atau honey, dan penyangrai lokal yang menyesuaikan tingkat sangrai untuk menonjolkan rasa aslinya. Kerja sama langsung antara kedai dan petani membuat harga lebih adil bagi semua.',
    'Bagi pemilik kedai, kopi lokal adalah cerita yang menarik untuk disampaikan kepada pelanggan. Tampilkan asal kebun, nama petani, dan proses pengolahannya di papan menu atau media sosial. Pelanggan tidak hanya membeli segelas kopi, tetapi juga ikut mendukung ekonomi Tasikmalaya.',
  ],
  'membangun-tim-dapur': [
    'Rumah makan keluarga sering berawal dari dapur rumah, dengan anggota keluarga yang mengerjakan semuanya. Ketika usaha berkembang dan karyawan bertambah, dapur bisa menjadi kacau jika tidak ada pembagian tugas yang jelas, terutama saat pesanan membludak di akhir pekan atau musim libur.',
    'Bagi dapur menjadi beberapa pos: persiapan bahan, penggorengan dan pembakaran, peracikan kuah atau sambal, serta penyajian dan pengemasan. Setiap pos punya penanggung jawab, sehingga setiap orang tahu apa yang harus dikerjakan dan kepada siapa harus melapor.',
    'Tuliskan SOP sederhana untuk menu utama: takaran bahan, urutan memasak, waktu memasak, dan cara penyajian. Tempel di dinding dapur dengan huruf besar. SOP menjaga rasa tetap sama siapa pun yang memasak, dan memudahkan melatih karyawan baru.',
    'Susun jadwal shift yang adil dan diumumkan seminggu sebelumnya. Beri waktu istirahat yang cukup, dan adakan rapat singkat sepuluh menit sebelum buka untuk membahas menu hari itu dan pesanan besar. Hargai kerja tim, misalnya dengan makan bersama atau bonus kecil saat target tercapai; tim yang merasa dihargai akan bekerja lebih teliti.',
  ],
  'resep-kupat-tahu-tasik': [
    'Kupat tahu adalah menu sarapan yang mudah ditemukan di sudut-sudut Kota Tasikmalaya. Ketupat yang lembut, tahu goreng, dan tauge rebus disiram bumbu kacang kental yang gurih manis, lalu ditaburi bawang goreng dan kerupuk. Sederhana, mengenyangkan, dan bisa dibuat di rumah.',
    'Bahan untuk empat porsi: 4 buah ketupat, 8 potong tahu kuning Tasik, 200 gram tauge, 250 gram kacang tanah goreng, 3 siung bawang putih, 3 sampai 5 cabai rawit, 50 gram gula merah, 2 sendok makan kecap manis, 1 sendok teh garam, dan 300 mililiter air matang hangat.',
    'Goreng tahu sampai kulitnya kecokelatan tetapi bagian dalamnya tetap lembut. Seduh tauge dengan air panas sebentar agar tetap renyah. Untuk bumbu, ulek bawang putih, cabai, garam, dan gula merah, lalu tambahkan kacang goreng dan ulek kasar. Tuang air hangat sedikit demi sedikit sampai kekentalannya pas, kemudian bubuhkan kecap manis.',
    'Potong ketupat dan tahu di atas piring, tambahkan tauge, siram dengan bumbu kacang, lalu taburi bawang goreng, seledri, dan kerupuk. Bumbu kacang yang baik tidak terlalu encer sehingga melekat pada ketupat dan tahu. Jika ingin lebih gurih, tambahkan sedikit petis atau ebi sangrai ke dalam ulekan.',
  ],
  'foto-menu-dengan-ponsel': [
    'Foto menu yang menarik dapat meningkatkan pesanan, baik di papan menu, media sosial, maupun halaman tenant di Kuliner Tasikmalaya. Anda tidak memerlukan kamera mahal; ponsel yang ada sekarang sudah cukup asalkan memperhatikan cahaya, sudut, dan penataan.',
    'Cahaya adalah hal terpenting. Potret makanan di dekat jendela pada pagi atau sore hari, dengan cahaya alami yang lembut dari samping. Hindari lampu kilat karena membuat makanan tampak datar dan mengilap. Jika cahaya terlalu keras, gunakan tirai tipis atau kertas putih sebagai peredam.',
    'Pilih sudut sesuai hidangan. Sudut 45 derajat cocok untuk mangkuk bakso atau piring nasi yang memiliki ketinggian, sedangkan sudut dari atas cocok untuk hidangan datar seperti nasi TO di atas daun pisang atau aneka jajanan di nampan. Bersihkan pinggir piring dan tambahkan properti sederhana seperti sendok, lalapan segar, atau kain bermotif batik Tasik.',
    'Setelah memotret, lakukan penyuntingan ringan: naikkan sedikit kecerahan dan kontras, tetapi jangan mengubah warna makanan sampai tidak sesuai aslinya. Foto harus jujur, karena pembeli akan kecewa jika hidangan yang datang berbeda dari fotonya. Simpan foto dalam ukuran yang wajar agar cepat dimuat di ponsel pembeli.',
  ],
  'sertifikat-halal-pirt': [
    'Produk olahan rumahan seperti keripik, sambal kemasan, opak, atau kerupuk khas Tasikmalaya akan lebih mudah masuk ke toko oleh-oleh dan pasar daring jika sudah memiliki izin PIRT dan sertifikat halal. Kedua dokumen ini meningkatkan kepercayaan pembeli dan membuka peluang pasar yang lebih luas.',
    'PIRT (Pangan Industri Rumah Tangga) kini diurus secara daring melalui sistem perizinan berusaha. Siapkan NIB (Nomor Induk Berusaha), KTP, foto tempat produksi, daftar bahan dan proses produksi, serta contoh label kemasan. Pelaku usaha biasanya juga diminta mengikuti penyuluhan keamanan pangan dari dinas kesehatan setempat.',
    'Untuk sertifikat halal, usaha mikro dan kecil dapat memanfaatkan program sertifikasi halal gratis melalui jalur pernyataan pelaku usaha (self declare), dengan pendampingan dari pendamping proses produk halal. Pastikan semua bahan yang dipakai berasal dari pemasok yang jelas dan, bila memungkinkan, sudah bersertifikat halal.',
    'Lama proses bervariasi, umumnya beberapa minggu, tergantung kelengkapan dokumen dan antrean verifikasi. Simpan semua dokumen dengan rapi dan cantumkan nomor PIRT serta logo halal resmi pada kemasan setelah izin terbit. Perbarui izin sebelum masa berlakunya habis agar produk tetap dapat dijual tanpa hambatan.',
  ],
};

export const ARTICLES: Article[] = SAMPLE_ARTICLES.map((article) => ({ ...article, body: ARTICLE_BODIES[article.slug] ?? [article.excerpt] }));

/** The public path of an article's own page. */
export function articlePath(article: Pick<Article, 'slug'>): string {
  return `/artikel/${article.slug}`;
}

export function getArticleBySlug(slug: string, articles: readonly Article[] = ARTICLES): Article | undefined {
  return articles.find((a) => a.slug === slug);
}

export function articleCategoryLabel(category: ArticleCategory): string {
  return ARTICLE_CATEGORIES.find((c) => c.id === category)?.label ?? category;
}

const newestFirst = (a: Article, b: Article) => (a.publishDate < b.publishDate ? 1 : a.publishDate > b.publishDate ? -1 : a.id - b.id);

/**
 * Articles to read next: the same category first, then the rest; newest first within each group; never the article
 * itself. Pure: does not mutate its input.
 */
export function relatedArticles(article: Pick<Article, 'id' | 'category'>, articles: readonly Article[] = ARTICLES, limit = 3): Article[] {
  const others = articles.filter((a) => a.id !== article.id);
  const sameCategory = others.filter((a) => a.category === article.category).sort(newestFirst);
  const rest = others.filter((a) => a.category !== article.category).sort(newestFirst);
  return [...sameCategory, ...rest].slice(0, Math.max(0, limit));
}

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
