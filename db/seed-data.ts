/**
 * Static seed data for Kuliner Tasikmalaya.
 *
 * This file is pure data (type imports only) so it can be used by the seed script, tests
 * and benchmarks. All values are deterministic: no Math.random / Date.
 */
import type { MenuStatus, TenantStatus, UserStatus } from '../lib/constants';

export type SeedWeekday =
  | 'monday'
  | 'tuesday'
  | 'wednesday'
  | 'thursday'
  | 'friday'
  | 'saturday'
  | 'sunday';

export type SeedHours = Partial<
  Record<
    SeedWeekday,
    { open: string; close: string; closed?: boolean; shifts?: { open: string; close: string }[] }
  >
>;

export interface SeedManager {
  key: string;
  name: string;
  email: string;
  phone: string;
  status: UserStatus;
}

export interface SeedTenant {
  key: string;
  ownerKey: string | null;
  name: string;
  slug: string;
  description: string;
  type: 'restaurant' | 'cafe' | 'food_truck' | 'catering' | 'bakery' | 'other';
  address: string;
  district: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  instagram: string | null;
  tiktok: string | null;
  facebook: string | null;
  rating: number;
  totalOrders: number;
  isHalal: boolean;
  priceRange: '$' | '$$' | '$$$';
  operatingHours: SeedHours;
  status: TenantStatus;
  rejectionReason: string | null;
  createdDaysAgo: number;
}

export interface SeedMenu {
  tenantKey: string;
  name: string;
  description: string;
  price: number;
  category:
    | 'appetizer'
    | 'main_course'
    | 'dessert'
    | 'beverage'
    | 'soup'
    | 'salad'
    | 'side_dish'
    | 'other';
  spiceLevel: 1 | 2 | 3 | 4 | 5;
  preparationTime: number | null;
  ingredients: string;
  allergens: string | null;
  calories: number | null;
  isAvailable: boolean;
  status: MenuStatus;
  rejectionReason: string | null;
  createdDaysAgo: number;
}

// ---------------------------------------------------------------------------
// Managers
// ---------------------------------------------------------------------------

export const seedManagers: SeedManager[] = [
  { key: 'm1', name: 'Ujang Suryana', email: 'ujang.suryana@example.id', phone: '+6281223450781', status: 'active' },
  { key: 'm2', name: 'Rina Marlina', email: 'rina.marlina@example.id', phone: '+6285722310964', status: 'active' },
  { key: 'm3', name: 'Dede Kurniawan', email: 'dede.kurniawan@example.id', phone: '+6281320417755', status: 'active' },
  { key: 'm4', name: 'Yudi Permana', email: 'yudi.permana@example.id', phone: '+6282118093412', status: 'active' },
  { key: 'm5', name: 'Asep Saepudin', email: 'asep.saepudin@example.id', phone: '+6285314276608', status: 'active' },
  { key: 'm6', name: 'Agus Hermawan', email: 'agus.hermawan@example.id', phone: '+6281394025517', status: 'active' },
  { key: 'm7', name: 'Hendra Gunawan', email: 'hendra.gunawan@example.id', phone: '+6287823651290', status: 'active' },
  { key: 'm8', name: 'Euis Rohaeti', email: 'euis.rohaeti@example.id', phone: '+6282240187736', status: 'active' },
  { key: 'm9', name: 'Imas Masitoh', email: 'imas.masitoh@example.id', phone: '+6281312984403', status: 'active' },
  { key: 'm10', name: 'Entin Kartini', email: 'entin.kartini@example.id', phone: '+6289652107348', status: 'active' },
  { key: 'm11', name: 'Rizal Firmansyah', email: 'rizal.firmansyah@example.id', phone: '+6281210446925', status: 'active' },
  { key: 'm12', name: 'Dadan Ramdani', email: 'dadan.ramdani@example.id', phone: '+6285223908817', status: 'inactive' },
];

// ---------------------------------------------------------------------------
// Operating-hours helpers (deterministic)
// ---------------------------------------------------------------------------

const WEEKDAYS: SeedWeekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

type DayHours = NonNullable<SeedHours[SeedWeekday]>;

/** Opening hours with two (or more) shifts; open/close = first opening & last closing. */
function split(...shifts: [string, string][]): DayHours {
  return {
    open: shifts[0][0],
    close: shifts[shifts.length - 1][1],
    shifts: shifts.map(([open, close]) => ({ open, close })),
  };
}

/** Seven-day opening hours; days in `closedDays` are marked closed, `overrides` replace specific days. */
function week(
  open: string,
  close: string,
  closedDays: SeedWeekday[] = [],
  overrides: SeedHours = {},
): SeedHours {
  const result: SeedHours = {};
  for (const day of WEEKDAYS) {
    const override = overrides[day];
    if (override) {
      result[day] = { ...override, shifts: override.shifts?.map((s) => ({ ...s })) };
    } else if (closedDays.includes(day)) {
      result[day] = { open, close, closed: true };
    } else {
      result[day] = { open, close };
    }
  }
  return result;
}

/** Every day with the same shift pattern. */
function weekSplit(shifts: [string, string][], closedDays: SeedWeekday[] = []): SeedHours {
  const result: SeedHours = {};
  for (const day of WEEKDAYS) {
    const base = split(...shifts);
    result[day] = closedDays.includes(day) ? { ...base, closed: true } : base;
  }
  return result;
}

const CITY = 'Tasikmalaya';
const PROVINCE = 'Jawa Barat';
const COUNTRY = 'Indonesia';

// ---------------------------------------------------------------------------
// Tenants (culinary businesses)
// ---------------------------------------------------------------------------

export const seedTenants: SeedTenant[] = [
  {
    key: 't1',
    ownerKey: 'm1',
    name: 'Nasi Tutug Oncom Mang Ujang',
    slug: 'nasi-tutug-oncom-mang-ujang',
    description:
      'Nasi tutug oncom bakar khas Tasikmalaya dengan resep keluarga sejak 1998. Disajikan hangat bersama ayam goreng kampung, sambal dadak, dan lalapan segar.',
    type: 'restaurant',
    address: 'Jl. HZ. Mustofa No. 112',
    district: 'Cihideung',
    city: CITY,
    province: PROVINCE,
    postalCode: '46126',
    country: COUNTRY,
    phone: '+6281223450781',
    email: 'nto.mangujang@example.id',
    website: 'https://nto-mangujang.example.id',
    instagram: '@ntomangujang',
    tiktok: '@ntomangujang',
    facebook: 'https://facebook.com/ntomangujang',
    rating: 4.8,
    totalOrders: 3850,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('07:00', '21:00'),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 380,
  },
  {
    key: 't2',
    ownerKey: 'm2',
    name: 'Seblak Ceuceu Rina',
    slug: 'seblak-ceuceu-rina',
    description:
      'Gerobak seblak kencur dengan pilihan level pedas 1 sampai 5. Mangkal sore hari di sekitar Jl. Sutisna Senjaya.',
    type: 'food_truck',
    address: 'Jl. Sutisna Senjaya No. 60',
    district: 'Cihideung',
    city: CITY,
    province: PROVINCE,
    postalCode: '46121',
    country: COUNTRY,
    phone: '+6285722310964',
    email: null,
    website: null,
    instagram: '@seblakceuceurina',
    tiktok: '@seblakceuceurina',
    facebook: null,
    rating: 3.5,
    totalOrders: 25,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('15:00', '22:00', ['monday']),
    status: 'pending_approval',
    rejectionReason: null,
    createdDaysAgo: 3,
  },
  {
    key: 't3',
    ownerKey: 'm3',
    name: 'Kopi Kaler',
    slug: 'kopi-kaler',
    description:
      'Kedai kopi dengan biji arabika dari lereng Galunggung yang disangrai sendiri. Tempat nongkrong favorit mahasiswa dan pekerja di pusat kota.',
    type: 'cafe',
    address: 'Jl. Otto Iskandardinata No. 28',
    district: 'Tawang',
    city: CITY,
    province: PROVINCE,
    postalCode: '46115',
    country: COUNTRY,
    phone: '+6281320417755',
    email: 'halo.kopikaler@example.id',
    website: 'https://kopikaler.example.id',
    instagram: '@kopikaler',
    tiktok: '@kopikaler.tsm',
    facebook: 'https://facebook.com/kopikaler',
    rating: 4.7,
    totalOrders: 2980,
    isHalal: true,
    priceRange: '$$',
    operatingHours: week('08:00', '23:00', [], {
      friday: split(['08:00', '11:30'], ['13:00', '23:00']),
    }),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 350,
  },
  {
    key: 't4',
    ownerKey: 'm4',
    name: 'Roti Gembong Tasik',
    slug: 'roti-gembong-tasik',
    description:
      'Toko roti rumahan yang memanggang roti gembong, roti sobek, dan bolu setiap pagi. Cocok untuk sarapan maupun oleh-oleh khas Tasik.',
    type: 'bakery',
    address: 'Jl. Cihideung Balong No. 9',
    district: 'Cihideung',
    city: CITY,
    province: PROVINCE,
    postalCode: '46122',
    country: COUNTRY,
    phone: '+6282118093412',
    email: 'rotigembong.tasik@example.id',
    website: null,
    instagram: '@rotigembongtasik',
    tiktok: null,
    facebook: 'https://facebook.com/rotigembongtasik',
    rating: 4.6,
    totalOrders: 2410,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('06:00', '20:00', [], { sunday: { open: '07:00', close: '18:00' } }),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 300,
  },
  {
    key: 't5',
    ownerKey: 'm5',
    name: 'Katering Berkah Tasik',
    slug: 'katering-berkah-tasik',
    description:
      'Melayani nasi kotak, tumpeng, dan prasmanan untuk hajatan, pengajian, serta acara kantor. Pemesanan minimal H-2 untuk jumlah di atas 50 porsi.',
    type: 'catering',
    address: 'Jl. Mitrabatik No. 71',
    district: 'Tamansari',
    city: CITY,
    province: PROVINCE,
    postalCode: '46196',
    country: COUNTRY,
    phone: '+6285314276608',
    email: 'katering.berkah@example.id',
    website: 'https://kateringberkah.example.id',
    instagram: '@kateringberkahtasik',
    tiktok: null,
    facebook: 'https://facebook.com/kateringberkahtasik',
    rating: 4.5,
    totalOrders: 860,
    isHalal: true,
    priceRange: '$$',
    operatingHours: week('08:00', '17:00', ['sunday']),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 280,
  },
  {
    key: 't6',
    ownerKey: 'm6',
    name: 'Baso Aci Akang',
    slug: 'baso-aci-akang',
    description:
      'Baso aci kuah gurih dengan tulang rangu dan sambal kering yang nendang. Mobil jualan kami mangkal di area Taman Kota Dadaha setiap sore.',
    type: 'food_truck',
    address: 'Jl. Dadaha No. 3 (area Taman Kota Dadaha)',
    district: 'Cihideung',
    city: CITY,
    province: PROVINCE,
    postalCode: '46122',
    country: COUNTRY,
    phone: '+6281394025517',
    email: null,
    website: null,
    instagram: '@basoaciakang',
    tiktok: '@basoaciakang',
    facebook: null,
    rating: 4.4,
    totalOrders: 3120,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('14:00', '22:00', ['tuesday']),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 260,
  },
  {
    key: 't7',
    ownerKey: 'm7',
    name: 'Mie Bakso Laksana',
    slug: 'mie-bakso-laksana',
    description:
      'Mie baso legendaris dengan mie buatan sendiri dan baso urat yang kenyal. Kuah kaldu sapi dimasak sejak subuh setiap hari.',
    type: 'restaurant',
    address: 'Jl. RE Martadinata No. 150',
    district: 'Cipedes',
    city: CITY,
    province: PROVINCE,
    postalCode: '46133',
    country: COUNTRY,
    phone: '+6287823651290',
    email: 'miebaksolaksana@example.id',
    website: null,
    instagram: '@miebaksolaksana',
    tiktok: null,
    facebook: 'https://facebook.com/miebaksolaksana',
    rating: 4.9,
    totalOrders: 3990,
    isHalal: true,
    priceRange: '$$',
    operatingHours: week('09:00', '21:00'),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 390,
  },
  {
    key: 't8',
    ownerKey: 'm8',
    name: 'Cireng Rujak Teh Euis',
    slug: 'cireng-rujak-teh-euis',
    description:
      'Lapak jajanan khas Sunda: cireng rujak, combro, dan misro yang digoreng dadakan. Tersedia juga cireng beku untuk dibawa pulang.',
    type: 'other',
    address: 'Jl. Ir. H. Juanda No. 21',
    district: 'Cipedes',
    city: CITY,
    province: PROVINCE,
    postalCode: '46132',
    country: COUNTRY,
    phone: '+6282240187736',
    email: null,
    website: null,
    instagram: '@cirengrujakteheuis',
    tiktok: '@cirengteheuis',
    facebook: null,
    rating: 4.3,
    totalOrders: 1540,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('10:00', '18:00', ['friday']),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 210,
  },
  {
    key: 't9',
    ownerKey: 'm9',
    name: 'Nasi Liwet Sunda Ibu Imas',
    slug: 'nasi-liwet-sunda-ibu-imas',
    description:
      'Nasi liwet kastrol dengan teri dan petai, disantap lesehan bersama ayam bakar dan gurame. Pas untuk makan bersama keluarga.',
    type: 'restaurant',
    address: 'Jl. Mangkubumi No. 90',
    district: 'Mangkubumi',
    city: CITY,
    province: PROVINCE,
    postalCode: '46181',
    country: COUNTRY,
    phone: '+6281312984403',
    email: 'liwet.ibuimas@example.id',
    website: null,
    instagram: '@nasiliwetibuimas',
    tiktok: '@nasiliwetibuimas',
    facebook: 'https://facebook.com/nasiliwetibuimas',
    rating: 4.6,
    totalOrders: 1875,
    isHalal: true,
    priceRange: '$$',
    operatingHours: weekSplit([
      ['10:00', '14:00'],
      ['17:00', '22:00'],
    ]),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 330,
  },
  {
    key: 't10',
    ownerKey: 'm10',
    name: 'Toko Kue Ceu Entin',
    slug: 'toko-kue-ceu-entin',
    description:
      'Aneka kue basah dan kue kering rumahan untuk arisan maupun Lebaran. Menerima pesanan kue lapis legit dan nastar toples.',
    type: 'bakery',
    address: 'Jl. Perintis Kemerdekaan No. 210',
    district: 'Kawalu',
    city: CITY,
    province: PROVINCE,
    postalCode: '46182',
    country: COUNTRY,
    phone: '+6289652107348',
    email: null,
    website: null,
    instagram: '@kueceuentin',
    tiktok: null,
    facebook: 'https://facebook.com/kueceuentin',
    rating: 3.6,
    totalOrders: 430,
    isHalal: true,
    priceRange: '$$',
    operatingHours: week('07:00', '19:00', ['sunday']),
    status: 'suspended',
    rejectionReason: null,
    createdDaysAgo: 240,
  },
  {
    key: 't11',
    ownerKey: 'm11',
    name: 'Kedai Kopi Galunggung',
    slug: 'kedai-kopi-galunggung',
    description:
      'Kedai kopi kecil yang menyajikan kopi susu dan minuman hangat tradisional. Baru buka di kawasan Indihiang.',
    type: 'cafe',
    address: 'Jl. Ibrahim Adjie No. 305',
    district: 'Indihiang',
    city: CITY,
    province: PROVINCE,
    postalCode: '46151',
    country: COUNTRY,
    phone: '+6281210446925',
    email: 'kopigalunggung@example.id',
    website: null,
    instagram: '@kedaikopigalunggung',
    tiktok: null,
    facebook: null,
    rating: 3.8,
    totalOrders: 40,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('09:00', '23:00'),
    status: 'pending_approval',
    rejectionReason: null,
    createdDaysAgo: 5,
  },
  {
    key: 't12',
    ownerKey: 'm12',
    name: 'Sate Maranggi Abah Odik',
    slug: 'sate-maranggi-abah-odik',
    description:
      'Sate maranggi sapi bumbu kecap manis dengan sambal oncom. Saat ini tidak beroperasi sementara karena renovasi tempat.',
    type: 'restaurant',
    address: 'Jl. Letnan Harun No. 121',
    district: 'Bungursari',
    city: CITY,
    province: PROVINCE,
    postalCode: '46151',
    country: COUNTRY,
    phone: '+6285223908817',
    email: null,
    website: null,
    instagram: '@satemaranggiabahodik',
    tiktok: null,
    facebook: 'https://facebook.com/satemaranggiabahodik',
    rating: 4.1,
    totalOrders: 1260,
    isHalal: true,
    priceRange: '$$',
    operatingHours: week('16:00', '23:00', ['monday']),
    status: 'inactive',
    rejectionReason: null,
    createdDaysAgo: 400,
  },
  {
    key: 't13',
    ownerKey: null,
    name: 'Kupat Tahu Mangunreja',
    slug: 'kupat-tahu-mangunreja',
    description:
      'Kupat tahu khas Mangunreja dengan bumbu kacang kental dan kerupuk aci. Menu sarapan favorit warga Tasik sejak pagi buta.',
    type: 'restaurant',
    address: 'Jl. Tentara Pelajar No. 33',
    district: 'Tawang',
    city: CITY,
    province: PROVINCE,
    postalCode: '46112',
    country: COUNTRY,
    phone: '+6281322077145',
    email: null,
    website: null,
    instagram: '@kupattahumangunreja',
    tiktok: null,
    facebook: null,
    rating: 4.5,
    totalOrders: 2760,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('06:00', '14:00'),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 370,
  },
  {
    key: 't14',
    ownerKey: null,
    name: 'Saung Gurame Situ Gede',
    slug: 'saung-gurame-situ-gede',
    description:
      'Rumah makan saung di tepi Situ Gede dengan gurame dan nila segar dari kolam sendiri. Suasana asri untuk makan bersama keluarga.',
    type: 'restaurant',
    address: 'Jl. Situ Gede No. 8',
    district: 'Mangkubumi',
    city: CITY,
    province: PROVINCE,
    postalCode: '46181',
    country: COUNTRY,
    phone: '+6282316640928',
    email: 'saunggurame.situgede@example.id',
    website: 'https://saunggurame.example.id',
    instagram: '@saungguramesitugede',
    tiktok: '@saungguramesitugede',
    facebook: 'https://facebook.com/saungguramesitugede',
    rating: 4.2,
    totalOrders: 1190,
    isHalal: true,
    priceRange: '$$$',
    operatingHours: weekSplit(
      [
        ['10:00', '15:00'],
        ['17:00', '22:00'],
      ],
      [],
    ),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 310,
  },
  {
    key: 't15',
    ownerKey: null,
    name: 'Soto Ayam Cibeureum Pak Dadang',
    slug: 'soto-ayam-cibeureum-pak-dadang',
    description:
      'Soto ayam kampung kuah kuning bening dengan koya dan sambal rawit. Tersedia juga soto babat dan soto daging sapi.',
    type: 'restaurant',
    address: 'Jl. Moh. Hatta No. 77',
    district: 'Cibeureum',
    city: CITY,
    province: PROVINCE,
    postalCode: '46196',
    country: COUNTRY,
    phone: '+6285795312046',
    email: null,
    website: null,
    instagram: '@sotopakdadang',
    tiktok: null,
    facebook: null,
    rating: 4.0,
    totalOrders: 970,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('06:30', '15:00', ['sunday']),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 200,
  },
  {
    key: 't16',
    ownerKey: null,
    name: 'Sop Buntut & Iga Bakar Kang Asep',
    slug: 'sop-buntut-iga-bakar-kang-asep',
    description:
      'Sop buntut sapi kuah bening dan iga bakar sambal matah. Pendaftaran baru, sedang menunggu verifikasi.',
    type: 'restaurant',
    address: 'Jl. Dr. Soekardjo No. 41',
    district: 'Tawang',
    city: CITY,
    province: PROVINCE,
    postalCode: '46115',
    country: COUNTRY,
    phone: '+6281394770215',
    email: 'sopbuntut.kangasep@example.id',
    website: null,
    instagram: '@sopbuntutkangasep',
    tiktok: null,
    facebook: null,
    rating: 3.7,
    totalOrders: 20,
    isHalal: true,
    priceRange: '$$$',
    operatingHours: week('10:00', '22:00'),
    status: 'pending_approval',
    rejectionReason: null,
    createdDaysAgo: 2,
  },
  {
    key: 't17',
    ownerKey: null,
    name: 'Lotek Karedok Ceu Yayah',
    slug: 'lotek-karedok-ceu-yayah',
    description:
      'Lotek, karedok, dan gado-gado yang diulek langsung di depan pembeli. Bumbu kacangnya bisa diatur dari tidak pedas sampai pedas sekali.',
    type: 'restaurant',
    address: 'Jl. Nagarawangi No. 14',
    district: 'Cihideung',
    city: CITY,
    province: PROVINCE,
    postalCode: '46124',
    country: COUNTRY,
    phone: null,
    email: null,
    website: null,
    instagram: '@lotekceuyayah',
    tiktok: null,
    facebook: null,
    rating: 4.4,
    totalOrders: 1310,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('09:00', '17:00', ['sunday']),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 150,
  },
  {
    key: 't18',
    ownerKey: null,
    name: 'Kafe Bumi Siliwangi',
    slug: 'kafe-bumi-siliwangi',
    description:
      'Kafe keluarga bernuansa rumah panggung Sunda dengan menu kopi, makanan berat, dan camilan. Tersedia area bermain anak dan musala.',
    type: 'cafe',
    address: 'Jl. Siliwangi No. 66',
    district: 'Tawang',
    city: CITY,
    province: PROVINCE,
    postalCode: '46115',
    country: COUNTRY,
    phone: '+6282120934476',
    email: 'bumisiliwangi@example.id',
    website: 'https://bumisiliwangi.example.id',
    instagram: '@kafebumisiliwangi',
    tiktok: '@kafebumisiliwangi',
    facebook: 'https://facebook.com/kafebumisiliwangi',
    rating: 4.1,
    totalOrders: 745,
    isHalal: true,
    priceRange: '$$$',
    operatingHours: week('10:00', '22:00', [], {
      saturday: { open: '09:00', close: '23:30' },
      sunday: { open: '09:00', close: '23:30' },
    }),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 120,
  },
  {
    key: 't19',
    ownerKey: null,
    name: 'Teras Kopi Indihiang',
    slug: 'teras-kopi-indihiang',
    description:
      'Kedai kopi sederhana di teras rumah dengan kopi tubruk, bandrek, dan gorengan hangat. Ramai saat malam minggu.',
    type: 'cafe',
    address: 'Jl. Ibrahim Adjie No. 120',
    district: 'Indihiang',
    city: CITY,
    province: PROVINCE,
    postalCode: '46151',
    country: COUNTRY,
    phone: '+6287722581903',
    email: null,
    website: null,
    instagram: '@teraskopiindihiang',
    tiktok: null,
    facebook: null,
    rating: 3.9,
    totalOrders: 512,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('15:00', '23:30', ['wednesday']),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 95,
  },
  {
    key: 't20',
    ownerKey: null,
    name: 'Bandrek Bajigur Mang Oji',
    slug: 'bandrek-bajigur-mang-oji',
    description:
      'Gerobak minuman hangat tradisional: bandrek, bajigur, dan sekoteng. Ditemani jagung rebus dan ubi cilembu bakar.',
    type: 'food_truck',
    address: 'Jl. Letnan Harun No. 5',
    district: 'Bungursari',
    city: CITY,
    province: PROVINCE,
    postalCode: '46151',
    country: COUNTRY,
    phone: '+6281931208857',
    email: null,
    website: null,
    instagram: null,
    tiktok: '@bandrekmangoji',
    facebook: null,
    rating: 4.2,
    totalOrders: 388,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('17:00', '23:30'),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 60,
  },
  {
    key: 't21',
    ownerKey: null,
    name: 'Cilok Kuah Mang Dedi',
    slug: 'cilok-kuah-mang-dedi',
    description:
      'Cilok kuah kacang dan siomay keliling yang biasa mangkal di depan Pasar Cibeureum. Akun sedang ditangguhkan untuk peninjauan.',
    type: 'food_truck',
    address: 'Jl. Cibeureum No. 10 (depan Pasar Cibeureum)',
    district: 'Cibeureum',
    city: CITY,
    province: PROVINCE,
    postalCode: '46196',
    country: COUNTRY,
    phone: '+6285860317729',
    email: null,
    website: null,
    instagram: '@cilokmangdedi',
    tiktok: null,
    facebook: null,
    rating: 3.4,
    totalOrders: 610,
    isHalal: false,
    priceRange: '$',
    operatingHours: week('13:00', '21:00', ['friday']),
    status: 'suspended',
    rejectionReason: null,
    createdDaysAgo: 180,
  },
  {
    key: 't22',
    ownerKey: null,
    name: 'Dapur Ibu Neneng Katering',
    slug: 'dapur-ibu-neneng-katering',
    description:
      'Katering rantangan harian dan nasi box dengan masakan rumahan Sunda. Gratis ongkos kirim untuk wilayah Purbaratu dan Tawang.',
    type: 'catering',
    address: 'Jl. Purbaratu No. 25',
    district: 'Purbaratu',
    city: CITY,
    province: PROVINCE,
    postalCode: '46196',
    country: COUNTRY,
    phone: '+6282127745310',
    email: 'dapuribuneneng@example.id',
    website: null,
    instagram: '@dapuribuneneng',
    tiktok: null,
    facebook: 'https://facebook.com/dapuribuneneng',
    rating: 4.3,
    totalOrders: 455,
    isHalal: true,
    priceRange: '$$',
    operatingHours: week('07:00', '16:00', ['sunday']),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 140,
  },
  {
    key: 't23',
    ownerKey: null,
    name: 'Katering Nasi Kotak Sari Rasa',
    slug: 'katering-nasi-kotak-sari-rasa',
    description:
      'Katering nasi kotak dan prasmanan untuk acara kantor dan sekolah di wilayah Tamansari.',
    type: 'catering',
    address: 'Jl. Mitrabatik No. 12',
    district: 'Tamansari',
    city: CITY,
    province: PROVINCE,
    postalCode: '46196',
    country: COUNTRY,
    phone: '+6281219905634',
    email: 'sarirasa.katering@example.id',
    website: null,
    instagram: null,
    tiktok: null,
    facebook: null,
    rating: 3.5,
    totalOrders: 30,
    isHalal: true,
    priceRange: '$$',
    operatingHours: week('08:00', '16:00', ['saturday', 'sunday']),
    status: 'rejected',
    rejectionReason:
      'Dokumen Nomor Induk Berusaha (NIB) dan sertifikat laik higiene sanitasi belum dilampirkan. Silakan lengkapi dokumen lalu ajukan ulang.',
    createdDaysAgo: 20,
  },
  {
    key: 't24',
    ownerKey: null,
    name: 'Bolu Kukus Ceu Popon',
    slug: 'bolu-kukus-ceu-popon',
    description:
      'Bolu kukus gula merah, bolu pandan, dan brownies kukus buatan tangan. Menerima pesanan untuk hajatan dan oleh-oleh.',
    type: 'bakery',
    address: 'Jl. Letjen Mashudi No. 48',
    district: 'Kawalu',
    city: CITY,
    province: PROVINCE,
    postalCode: '46182',
    country: COUNTRY,
    phone: '+6285324418862',
    email: null,
    website: null,
    instagram: '@bolukukusceupopon',
    tiktok: '@bolukukusceupopon',
    facebook: null,
    rating: 4.0,
    totalOrders: 290,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('07:00', '18:00', [], {
      friday: split(['07:00', '11:00'], ['13:00', '18:00']),
    }),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 75,
  },
  {
    key: 't25',
    ownerKey: null,
    name: 'Toko Roti Sinar Mangkubumi',
    slug: 'toko-roti-sinar-mangkubumi',
    description:
      'Toko roti lama yang menjual roti tawar, roti manis, dan donat. Untuk sementara tidak menerima pesanan daring.',
    type: 'bakery',
    address: 'Jl. Mangkubumi No. 15',
    district: 'Mangkubumi',
    city: CITY,
    province: PROVINCE,
    postalCode: '46181',
    country: COUNTRY,
    phone: '+6281320661198',
    email: null,
    website: null,
    instagram: null,
    tiktok: null,
    facebook: 'https://facebook.com/rotisinarmangkubumi',
    rating: 3.8,
    totalOrders: 940,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('06:00', '20:00'),
    status: 'inactive',
    rejectionReason: null,
    createdDaysAgo: 395,
  },
  {
    key: 't26',
    ownerKey: null,
    name: 'Jajanan Pasar Ceu Iroh',
    slug: 'jajanan-pasar-ceu-iroh',
    description:
      'Aneka jajanan pasar tradisional seperti klepon, awug, dan surabi kinca. Buka pagi hari, biasanya habis sebelum siang.',
    type: 'other',
    address: 'Jl. Yudanegara No. 30',
    district: 'Cihideung',
    city: CITY,
    province: PROVINCE,
    postalCode: '46121',
    country: COUNTRY,
    phone: '+6287824019953',
    email: null,
    website: null,
    instagram: '@jajananceuiroh',
    tiktok: null,
    facebook: null,
    rating: 4.1,
    totalOrders: 165,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('05:00', '11:00'),
    status: 'active',
    rejectionReason: null,
    createdDaysAgo: 45,
  },
  {
    key: 't27',
    ownerKey: null,
    name: 'Ayam Geprek Kang Ade',
    slug: 'ayam-geprek-kang-ade',
    description: 'Ayam geprek sambal bawang dengan pilihan level pedas dan topping keju.',
    type: 'restaurant',
    address: 'Jl. Perintis Kemerdekaan No. 98',
    district: 'Kawalu',
    city: CITY,
    province: PROVINCE,
    postalCode: '46182',
    country: COUNTRY,
    phone: '+6289630124457',
    email: null,
    website: null,
    instagram: '@ayamgeprekkangade',
    tiktok: null,
    facebook: null,
    rating: 3.6,
    totalOrders: 22,
    isHalal: true,
    priceRange: '$',
    operatingHours: week('10:00', '22:00'),
    status: 'rejected',
    rejectionReason:
      'Alamat usaha tidak dapat diverifikasi dan foto lokasi tidak sesuai dengan data yang diajukan.',
    createdDaysAgo: 12,
  },
  {
    key: 't28',
    ownerKey: null,
    name: 'Kedai Es Teler & Jus Dadaha',
    slug: 'kedai-es-teler-jus-dadaha',
    description:
      'Es teler, jus buah segar, dan minuman dingin di dekat kompleks olahraga Dadaha. Pendaftaran baru, menunggu persetujuan admin.',
    type: 'cafe',
    address: 'Jl. Dadaha No. 18',
    district: 'Cihideung',
    city: CITY,
    province: PROVINCE,
    postalCode: '46122',
    country: COUNTRY,
    phone: '+6282219873301',
    email: null,
    website: null,
    instagram: '@esteler.dadaha',
    tiktok: null,
    facebook: null,
    rating: 3.7,
    totalOrders: 20,
    isHalal: false,
    priceRange: '$',
    operatingHours: week('10:00', '21:00', ['monday']),
    status: 'pending_approval',
    rejectionReason: null,
    createdDaysAgo: 1,
  },
];

// ---------------------------------------------------------------------------
// Menu
// ---------------------------------------------------------------------------

type MenuCategory = SeedMenu['category'];

interface MenuOverride {
  status?: MenuStatus;
  rejectionReason?: string;
  isAvailable?: boolean;
  createdDaysAgo?: number;
}

/**
 * [name, description, price, category, spice level, preparation time (minutes), ingredients, allergens, calories, override?]
 */
type MenuRow = [
  string,
  string,
  number,
  MenuCategory,
  1 | 2 | 3 | 4 | 5,
  number | null,
  string,
  string | null,
  number | null,
  MenuOverride?,
];

interface TenantMenuDefaults {
  status: MenuStatus;
  rejectionReason?: string;
}

const TENANT_AGE: Record<string, number> = Object.fromEntries(
  seedTenants.map((t) => [t.key, t.createdDaysAgo]),
);

function menusFor(tenantKey: string, defaults: TenantMenuDefaults, rows: MenuRow[]): SeedMenu[] {
  const tenantAge = TENANT_AGE[tenantKey] ?? 0;
  const maxAge = Math.min(tenantAge, 300);
  const tenantNumber = Number(tenantKey.replace(/\D/g, '')) || 0;
  return rows.map((row, index) => {
    const [name, description, price, category, spiceLevel, preparationTime, ingredients, allergens, calories, override] =
      row;
    // The first menu is created shortly after the tenant registers; the rest spread out deterministically.
    const spread = (index * 29 + tenantNumber * 11) % (maxAge + 1);
    const computedAge = index === 0 ? maxAge : maxAge - spread;
    const status = override?.status ?? defaults.status;
    const rejectionReason =
      status === 'rejected' ? (override?.rejectionReason ?? defaults.rejectionReason ?? null) : null;
    return {
      tenantKey,
      name,
      description,
      price,
      category,
      spiceLevel,
      preparationTime,
      ingredients,
      allergens,
      calories,
      isAvailable: override?.isAvailable ?? true,
      status,
      rejectionReason,
      createdDaysAgo: override?.createdDaysAgo ?? computedAge,
    };
  });
}

const ACTIVE: TenantMenuDefaults = { status: 'active' };
const PENDING: TenantMenuDefaults = { status: 'pending_approval' };
const INACTIVE: TenantMenuDefaults = { status: 'inactive' };
const REJECTED_TENANT: TenantMenuDefaults = {
  status: 'rejected',
  rejectionReason: 'Menu tidak dapat ditayangkan karena pendaftaran usaha ditolak.',
};

export const seedMenus: SeedMenu[] = [
  // t1 — Nasi Tutug Oncom Mang Ujang (restaurant, active)
  ...menusFor('t1', ACTIVE, [
    ['Nasi Tutug Oncom Komplit', 'Nasi tutug oncom bakar khas Tasik dengan ayam goreng kampung, tahu, tempe, lalapan, dan sambal terasi.', 28000, 'main_course', 3, 15, 'nasi, oncom bakar, kencur, bawang merah, ayam goreng, tahu, tempe, sambal terasi, lalapan', 'Kedelai, Udang', 780],
    ['Nasi Tutug Oncom Biasa', 'Nasi hangat yang diaduk dengan oncom bakar, kencur, dan cabai rawit. Porsi pas untuk sarapan.', 15000, 'main_course', 2, 10, 'nasi, oncom, kencur, bawang putih, cabai rawit, daun bawang', 'Kedelai', 520],
    ['Ayam Goreng Kampung', 'Ayam kampung diungkep bumbu kuning lalu digoreng kering.', 22000, 'side_dish', 1, 15, 'ayam kampung, kunyit, ketumbar, bawang putih, lengkuas, garam', null, 410],
    ['Empal Gepuk', 'Daging sapi empuk berbumbu manis gurih, digoreng sebentar sebelum disajikan.', 18000, 'side_dish', 1, 10, 'daging sapi, gula merah, ketumbar, lengkuas, bawang merah, asam jawa', null, 350],
    ['Pepes Ikan Mas', 'Ikan mas berbumbu kuning dengan kemangi, dibungkus daun pisang lalu dikukus dan dibakar.', 20000, 'side_dish', 3, 20, 'ikan mas, kemangi, cabai merah, tomat, bawang merah, bawang putih, daun pisang', 'Ikan', 320],
    ['Sambal Dadak Cikur', 'Sambal ulek dadakan dengan kencur dan terasi bakar, pedasnya bikin nagih.', 5000, 'other', 5, 5, 'cabai rawit, kencur, bawang merah, terasi, garam, jeruk limau', 'Udang', 60],
    ['Sayur Asem Sunda', 'Sayur asem kuah segar dengan jagung manis, labu siam, dan kacang panjang.', 8000, 'soup', 2, 10, 'kacang panjang, labu siam, jagung, melinjo, asam jawa, gula merah, daun salam', 'Kacang', 140],
    ['Es Teh Manis Jumbo', 'Teh melati seduh dengan gula pasir dan es batu dalam gelas besar.', 5000, 'beverage', 1, 3, 'teh melati, gula pasir, es batu, air', null, 150],
    ['Tempe Mendoan', 'Tempe tipis berbalut adonan tepung berbumbu, digoreng setengah matang dan disajikan dengan kecap cabai.', 10000, 'appetizer', 2, 8, 'tempe, tepung beras, tepung terigu, daun bawang, ketumbar, kecap manis, cabai rawit', 'Kedelai, Gluten', 290],
  ]),

  // t2 — Seblak Ceuceu Rina (food_truck, pending)
  ...menusFor('t2', PENDING, [
    ['Seblak Kerupuk Level 5', 'Seblak kerupuk basah kuah kencur dengan telur orak-arik dan sawi, pedas maksimal.', 15000, 'main_course', 5, 12, 'kerupuk bawang, kencur, cabai rawit, telur, sawi, bawang putih, daun jeruk', 'Telur, Gluten', 450],
    ['Seblak Ceker Pedas', 'Seblak dengan ceker ayam empuk, kerupuk, dan kuah kencur yang pedas.', 18000, 'main_course', 5, 15, 'ceker ayam, kerupuk, kencur, cabai rawit, telur, bawang putih', 'Telur, Gluten', 520],
    ['Seblak Makaroni Kering', 'Makaroni goreng renyah berbumbu kencur dan cabai bubuk, cocok untuk camilan.', 10000, 'appetizer', 4, 8, 'makaroni, kencur, cabai bubuk, bawang putih, daun jeruk, garam', 'Gluten', 330],
    ['Es Jeruk Peras', 'Jeruk peras segar dengan es batu untuk meredakan pedas.', 6000, 'beverage', 1, 3, 'jeruk peras, gula pasir, es batu', null, 120],
  ]),

  // t3 — Kopi Kaler (cafe, active)
  ...menusFor('t3', ACTIVE, [
    ['Kopi Tubruk Galunggung', 'Kopi tubruk dari biji arabika Galunggung yang disangrai sendiri, disajikan dengan gula aren.', 12000, 'beverage', 1, 5, 'kopi arabika Galunggung, gula aren, air panas', null, 60],
    ['Es Kopi Susu Gula Aren', 'Espresso, susu segar, dan gula aren cair. Menu paling laris di Kopi Kaler.', 20000, 'beverage', 1, 5, 'espresso, susu segar, gula aren cair, es batu', 'Susu', 210],
    ['V60 Arabika Java Preanger', 'Kopi seduh manual metode V60 dengan karakter rasa buah dan cokelat.', 25000, 'beverage', 1, 8, 'biji kopi arabika Java Preanger, air panas', null, null, { status: 'inactive', isAvailable: false }],
    ['Cappuccino', 'Espresso dengan susu panas dan busa susu tebal.', 24000, 'beverage', 1, 6, 'espresso, susu segar, busa susu', 'Susu', 130],
    ['Roti Bakar Cokelat Keju', 'Roti tawar bakar mentega dengan meses cokelat, keju parut, dan susu kental manis.', 18000, 'dessert', 1, 10, 'roti tawar, mentega, meses cokelat, keju cheddar, susu kental manis', 'Gluten, Susu', 480],
    ['Pisang Goreng Madu', 'Pisang kepok goreng tepung renyah disiram madu dan taburan wijen.', 15000, 'dessert', 1, 10, 'pisang kepok, tepung beras, tepung terigu, madu, wijen', 'Gluten, Wijen', 360],
    ['Kentang Goreng Sambal Matah', 'Kentang goreng renyah dengan sambal matah bawang merah dan serai.', 17000, 'appetizer', 3, 10, 'kentang, bawang merah, serai, cabai rawit, jeruk limau, minyak kelapa', null, 410],
    ['Mie Goreng Telur Kornet', 'Mie goreng dengan telur mata sapi, kornet sapi, dan sawi.', 18000, 'main_course', 2, 10, 'mi instan, telur, kornet sapi, sawi, bawang goreng, kecap manis', 'Telur, Gluten', 620, { status: 'rejected', rejectionReason: 'Foto menu menampilkan kemasan merek mi instan pihak lain. Mohon unggah foto sajian milik sendiri.' }],
  ]),

  // t4 — Roti Gembong Tasik (bakery, active)
  ...menusFor('t4', ACTIVE, [
    ['Roti Gembong Original', 'Roti empuk berisi gula merah lumer, dipanggang setiap pagi.', 5000, 'other', 1, 0, 'tepung terigu, gula pasir, mentega, ragi, susu bubuk, gula merah', 'Gluten, Susu', 260],
    ['Roti Sobek Cokelat', 'Roti sobek lembut isi selai cokelat, satu loyang isi sembilan.', 18000, 'dessert', 1, 0, 'tepung terigu, telur, susu, mentega, gula pasir, ragi, selai cokelat', 'Gluten, Telur, Susu', 980],
    ['Roti Sobek Pandan Srikaya', 'Roti sobek aroma pandan dengan isian srikaya buatan sendiri.', 18000, 'dessert', 1, 0, 'tepung terigu, telur, santan, daun pandan, gula pasir, mentega, ragi', 'Gluten, Telur, Susu', 940],
    ['Bolu Gulung Keju', 'Bolu gulung lembut dengan olesan mentega dan parutan keju melimpah.', 35000, 'dessert', 1, null, 'tepung terigu, telur, gula pasir, mentega, keju cheddar, susu kental manis', 'Gluten, Telur, Susu', 1100],
    ['Brownies Panggang Almond', 'Brownies cokelat pekat dengan kulit atas mengilap dan taburan almond.', 45000, 'dessert', 1, null, 'cokelat hitam, tepung terigu, telur, mentega, gula pasir, kacang almond', 'Gluten, Telur, Susu, Kacang', 1200],
    ['Roti Abon Sapi', 'Roti gulung dengan olesan mayones dan abon sapi gurih.', 8000, 'other', 1, 0, 'tepung terigu, ragi, telur, mayones, abon sapi', 'Gluten, Telur', 310],
    ['Roti Sosis Pedas', 'Roti isi sosis sapi dengan saus sambal dan keju leleh.', 9000, 'appetizer', 3, 5, 'tepung terigu, ragi, sosis sapi, saus sambal, keju mozarela', 'Gluten, Susu', 340],
    ['Kopi Susu Botol 250 ml', 'Kopi susu gula aren dalam botol, cocok menemani roti.', 15000, 'beverage', 1, 0, 'kopi robusta, susu segar, gula aren', 'Susu', 180],
  ]),

  // t5 — Katering Berkah Tasik (catering, active)
  ...menusFor('t5', ACTIVE, [
    ['Paket Nasi Kotak Ayam Bakar', 'Nasi kotak berisi ayam bakar, tahu, tempe, lalapan, sambal, kerupuk, dan buah. Minimal pesan 20 kotak.', 27500, 'main_course', 2, 60, 'nasi putih, ayam bakar, tahu, tempe, lalapan, sambal, kerupuk, pisang', 'Kedelai', 750],
    ['Paket Nasi Liwet Rantangan', 'Nasi liwet teri lengkap dengan ayam goreng, tahu tempe, ikan asin, dan sambal dalam rantang.', 35000, 'main_course', 2, 60, 'beras, teri, serai, daun salam, ayam goreng, tahu, tempe, ikan asin, sambal', 'Ikan, Kedelai', 820],
    ['Tumpeng Mini Syukuran', 'Tumpeng nasi kuning untuk 3-4 orang dengan lauk pauk lengkap.', 75000, 'other', 2, 60, 'nasi kuning, ayam goreng, telur balado, urap, perkedel, sambal goreng kentang, kerupuk', 'Telur, Kedelai', 1150],
    ['Snack Box Isi 4', 'Kotak kue berisi risoles, kue lapis, lemper, dan air mineral. Minimal pesan 30 kotak.', 12000, 'other', 1, 45, 'risoles, kue lapis, lemper ayam, air mineral', 'Gluten, Telur, Susu', 480],
    ['Sop Iga Sapi Prasmanan', 'Sop iga sapi kuah bening dengan wortel dan kentang, harga per porsi untuk prasmanan.', 32000, 'soup', 2, 45, 'iga sapi, wortel, kentang, daun bawang, seledri, pala, bawang putih', null, 520],
    ['Urap Sayuran', 'Aneka sayuran rebus dengan kelapa parut berbumbu kencur.', 8000, 'salad', 2, 30, 'kangkung, kacang panjang, tauge, kelapa parut, kencur, cabai merah, bawang putih', null, 180],
    ['Gurame Asam Manis Prasmanan', 'Gurame goreng dengan saus asam manis dan potongan nanas, harga per porsi.', 45000, 'side_dish', 2, 45, 'ikan gurame, nanas, paprika, bawang bombai, saus tomat, gula pasir', 'Ikan', 560, { status: 'inactive', isAvailable: false }],
    ['Es Buah Prasmanan', 'Es buah segar dengan sirup dan susu kental manis, harga per gelas.', 10000, 'dessert', 1, 30, 'melon, semangka, nangka, kelapa muda, sirup merah, susu kental manis, es batu', 'Susu', 230],
  ]),

  // t6 — Baso Aci Akang (food_truck, active)
  ...menusFor('t6', ACTIVE, [
    ['Baso Aci Original', 'Baso aci kenyal dengan kuah kaldu gurih, cuanki tahu, pilus, dan jeruk limau.', 15000, 'soup', 3, 8, 'tepung tapioka, daging tetelan, kaldu sapi, cuanki tahu, pilus, jeruk limau, cabai', 'Gluten, Kedelai', 410],
    ['Baso Aci Tulang Rangu Level 5', 'Baso aci dengan tulang rangu sapi dan sambal kering level paling pedas.', 22000, 'soup', 5, 10, 'tepung tapioka, tulang rangu sapi, kaldu, cabai rawit kering, pilus, jeruk limau', 'Gluten', 520],
    ['Baso Aci Komplit', 'Baso aci isi, cuanki, siomay kering, batagor, dan tulang rangu dalam satu mangkuk.', 20000, 'soup', 4, 10, 'tepung tapioka, daging ayam, tahu, siomay kering, batagor, tulang rangu, cabai', 'Gluten, Kedelai, Ikan', 560],
    ['Cuanki Tahu Kuah', 'Cuanki tahu dan siomay kering dengan kuah kaldu bening.', 12000, 'soup', 2, 8, 'tahu, siomay kering, tepung tapioka, kaldu ayam, daun bawang, seledri', 'Kedelai, Gluten, Ikan', 330],
    ['Cimol Bojot', 'Cimol empuk dengan bumbu bojot minyak bawang, cabai bubuk, dan daun bawang.', 10000, 'appetizer', 4, 8, 'tepung tapioka, bawang putih, daun bawang, cabai bubuk, minyak bawang, garam', null, 300],
    ['Frozen Baso Aci Isi 3', 'Paket baso aci beku siap masak isi tiga porsi, lengkap dengan bumbu kuah dan sambal.', 35000, 'other', 3, 0, 'baso aci beku, bumbu kuah, sambal kering, pilus, cuanki', 'Gluten, Kedelai', null, { status: 'rejected', rejectionReason: 'Produk makanan beku wajib mencantumkan nomor izin PIRT. Mohon lengkapi informasi izin edar.' }],
    ['Cilok Goang', 'Cilok disiram kuah goang pedas dengan jeruk limau dan daun bawang.', 12000, 'appetizer', 5, 8, 'tepung tapioka, cabai rawit, bawang putih, kaldu, jeruk limau, daun bawang', null, 380],
    ['Es Teh Poci', 'Teh poci seduh dengan gula batu, disajikan dingin.', 5000, 'beverage', 1, 3, 'teh hitam, gula batu, es batu, air', null, 110],
  ]),

  // t7 — Mie Bakso Laksana (restaurant, active)
  ...menusFor('t7', ACTIVE, [
    ['Mie Baso Urat', 'Mie kuning buatan sendiri dengan baso urat besar, kuah kaldu sapi, dan sawi.', 25000, 'main_course', 2, 10, 'mie kuning, baso urat sapi, kaldu sapi, sawi, seledri, bawang goreng', 'Gluten, Telur', 560],
    ['Mie Yamin Manis', 'Mie yamin kecap manis dengan ayam cincang, disajikan dengan kuah baso terpisah.', 22000, 'main_course', 1, 10, 'mie kuning, kecap manis, ayam cincang, minyak bawang, sawi, baso sapi', 'Gluten, Telur, Kedelai', 610],
    ['Mie Yamin Asin Pedas', 'Mie yamin asin dengan minyak cabai racikan sendiri dan ayam cincang.', 22000, 'main_course', 4, 10, 'mie kuning, minyak cabai, ayam cincang, bawang putih, sawi, baso sapi', 'Gluten, Telur', 600],
    ['Baso Kuah Tanpa Mie', 'Baso halus dan baso urat dalam kuah kaldu sapi panas.', 20000, 'soup', 2, 8, 'baso sapi, baso urat, kaldu sapi, seledri, daun bawang, bawang goreng', null, 380],
    ['Baso Tahu Goreng', 'Tahu isi adonan baso yang digoreng renyah, disajikan dengan saus sambal.', 15000, 'appetizer', 2, 10, 'tahu, daging sapi giling, tepung tapioka, bawang putih, saus sambal', 'Kedelai', 340],
    ['Pangsit Goreng', 'Pangsit goreng renyah isi ayam, cocok sebagai pelengkap mie.', 10000, 'appetizer', 1, 8, 'kulit pangsit, ayam cincang, bawang putih, daun bawang', 'Gluten, Telur', 260, { status: 'inactive', isAvailable: false }],
    ['Kerupuk Pangsit', 'Kerupuk pangsit renyah dalam kantong kecil.', 5000, 'side_dish', 1, 0, 'kulit pangsit, minyak goreng, garam', 'Gluten, Telur', 150],
    ['Es Campur Laksana', 'Es campur dengan cincau, kolang-kaling, alpukat, nangka, dan susu kental manis.', 18000, 'dessert', 1, 5, 'cincau hitam, kolang-kaling, alpukat, nangka, sirup, susu kental manis, es serut', 'Susu', 340],
    ['Jus Alpukat', 'Jus alpukat mentega kental dengan susu cokelat.', 15000, 'beverage', 1, 5, 'alpukat, susu kental manis cokelat, gula pasir, es batu', 'Susu', 320],
  ]),

  // t8 — Cireng Rujak Teh Euis (other, active)
  ...menusFor('t8', ACTIVE, [
    ['Cireng Rujak Pedas', 'Cireng renyah dengan cocolan sambal rujak gula merah yang pedas manis.', 10000, 'appetizer', 5, 8, 'tepung tapioka, bawang putih, daun bawang, gula merah, cabai rawit, asam jawa', null, 320],
    ['Cireng Isi Ayam Suwir', 'Cireng isi ayam suwir bumbu pedas, digoreng dadakan.', 12000, 'appetizer', 3, 10, 'tepung tapioka, ayam suwir, cabai merah, bawang putih, daun jeruk', null, 350],
    ['Cireng Isi Keju Sosis', 'Cireng isi potongan sosis sapi dan keju leleh.', 13000, 'appetizer', 1, 10, 'tepung tapioka, sosis sapi, keju mozarela, bawang putih', 'Susu', 380],
    ['Combro', 'Combro singkong parut isi oncom pedas, digoreng hangat.', 8000, 'appetizer', 4, 10, 'singkong parut, oncom, cabai rawit, kencur, daun bawang, kelapa parut', 'Kedelai', 280],
    ['Misro', 'Misro singkong isi gula merah yang meleleh saat digigit.', 8000, 'dessert', 1, 10, 'singkong parut, gula merah, kelapa parut, garam', null, 300],
    ['Rujak Ulek Buah', 'Rujak buah segar dengan sambal kacang gula merah yang diulek dadakan.', 12000, 'salad', 4, 8, 'mangga muda, jambu air, bengkuang, nanas, kedondong, kacang tanah, gula merah, cabai rawit', 'Kacang', 210],
    ['Frozen Cireng Isi 10', 'Cireng isi ayam beku, tinggal goreng di rumah. Termasuk sambal rujak.', 25000, 'other', 2, 0, 'tepung tapioka, ayam suwir, bawang putih, sambal rujak', null, null],
  ]),

  // t9 — Nasi Liwet Sunda Ibu Imas (restaurant, active)
  ...menusFor('t9', ACTIVE, [
    ['Nasi Liwet Kastrol 2-3 Orang', 'Nasi liwet dimasak dalam kastrol dengan teri medan, petai, dan serai. Untuk dua sampai tiga orang.', 65000, 'main_course', 2, 35, 'beras, teri medan, petai, serai, daun salam, bawang merah, cabai rawit', 'Ikan', 1200],
    ['Nasi Liwet Porsi Satu', 'Nasi liwet teri porsi perorangan dengan sambal dan lalapan.', 20000, 'main_course', 2, 25, 'beras, teri medan, serai, daun salam, bawang merah, sambal, lalapan', 'Ikan', 540],
    ['Ayam Bakar Kecap', 'Ayam kampung bakar bumbu kecap manis dan ketumbar.', 25000, 'side_dish', 1, 20, 'ayam kampung, kecap manis, ketumbar, bawang putih, gula merah', 'Kedelai', 430],
    ['Gurame Bakar Sambal Dadak', 'Gurame bakar utuh dengan sambal dadak cabai rawit dan kencur.', 65000, 'main_course', 4, 30, 'ikan gurame, kecap manis, cabai rawit, kencur, bawang merah, jeruk limau', 'Ikan, Kedelai', 690],
    ['Karedok', 'Sayuran mentah segar dengan bumbu kacang kencur yang diulek.', 12000, 'salad', 4, 8, 'kacang panjang, tauge, kol, mentimun, kemangi, terong bulat, kacang tanah, kencur, cabai rawit', 'Kacang', 310],
    ['Lalapan Sambal Terasi', 'Lalapan segar dengan sambal terasi ulek yang sangat pedas.', 6000, 'salad', 5, 5, 'selada air, mentimun, kol, kemangi, leunca, cabai rawit, terasi, tomat', 'Udang', 90],
    ['Tahu Tempe Goreng', 'Tahu Sumedang dan tempe goreng bumbu bawang.', 8000, 'side_dish', 1, 8, 'tahu, tempe, bawang putih, ketumbar, garam', 'Kedelai', 260],
    ['Ikan Asin Peda Goreng', 'Ikan peda goreng kering, teman nasi liwet yang paling pas.', 12000, 'side_dish', 2, 8, 'ikan peda, bawang merah, cabai', 'Ikan', 240],
    ['Es Kelapa Muda Gula Aren', 'Kelapa muda kerok dengan gula aren cair dan es batu.', 12000, 'beverage', 1, 5, 'kelapa muda, air kelapa, gula aren cair, es batu', null, 190],
  ]),

  // t10 — Toko Kue Ceu Entin (bakery, suspended)
  ...menusFor('t10', ACTIVE, [
    ['Bolu Kukus Pandan', 'Bolu kukus mekar aroma pandan, harga per buah.', 3500, 'dessert', 1, 0, 'tepung terigu, telur, gula pasir, daun pandan, soda kue', 'Gluten, Telur', 150],
    ['Kue Lapis Legit Loyang 20 cm', 'Lapis legit tiga puluh lapis dengan rempah spekuk, pemesanan H-3.', 150000, 'dessert', 1, null, 'kuning telur, mentega, gula pasir, tepung terigu, bubuk spekuk, susu kental manis', 'Gluten, Telur, Susu', 1200],
    ['Nastar Keju Toples 500 g', 'Nastar selai nanas homemade dengan taburan keju edam.', 95000, 'other', 1, null, 'tepung terigu, mentega, kuning telur, keju edam, selai nanas', 'Gluten, Telur, Susu', null],
    ['Risoles Mayo', 'Risoles isi smoked beef, telur, dan mayones, harga per buah.', 6000, 'appetizer', 2, 5, 'kulit risoles, smoked beef, telur rebus, mayones, tepung panir', 'Gluten, Telur', 190],
  ]),

  // t11 — Kedai Kopi Galunggung (cafe, pending)
  ...menusFor('t11', PENDING, [
    ['Es Kopi Susu Galunggung', 'Kopi susu dingin dengan gula aren dari perajin lokal.', 18000, 'beverage', 1, 5, 'espresso, susu segar, gula aren, es batu', 'Susu', 200],
    ['Bandrek Susu', 'Bandrek jahe merah hangat dengan susu kental manis.', 12000, 'beverage', 2, 5, 'jahe merah, gula aren, serai, kayu manis, cengkih, susu kental manis', 'Susu', 180],
    ['Surabi Oncom', 'Surabi tepung beras dibakar di tungku dengan topping oncom pedas.', 8000, 'appetizer', 3, 10, 'tepung beras, santan, oncom, cabai rawit, kencur, daun bawang', 'Kedelai', 220],
  ]),

  // t12 — Sate Maranggi Abah Odik (restaurant, inactive)
  ...menusFor('t12', INACTIVE, [
    ['Sate Maranggi Sapi 10 Tusuk', 'Sate daging sapi bumbu ketumbar dan kecap, dibakar di atas arang.', 40000, 'main_course', 2, 20, 'daging sapi, ketumbar, kecap manis, bawang putih, gula merah, asam jawa', 'Kedelai', 560],
    ['Sate Maranggi Sambal Oncom', 'Sate maranggi sapi disajikan dengan sambal oncom pedas dan nasi timbel.', 42000, 'main_course', 4, 20, 'daging sapi, kecap manis, oncom, cabai rawit, kencur, nasi timbel', 'Kedelai', 720],
    ['Sop Kambing', 'Sop daging kambing kuah bening dengan rempah dan tomat.', 30000, 'soup', 2, 15, 'daging kambing, tomat, daun bawang, seledri, jahe, pala, cengkih', null, 480],
  ]),

  // t13 — Kupat Tahu Mangunreja (restaurant, active)
  ...menusFor('t13', ACTIVE, [
    ['Kupat Tahu Original', 'Kupat, tahu goreng, dan tauge dengan bumbu kacang kental khas Mangunreja.', 15000, 'main_course', 2, 8, 'ketupat, tahu goreng, tauge, bumbu kacang, kecap manis, bawang goreng, kerupuk', 'Kacang, Kedelai', 520],
    ['Kupat Tahu Telur', 'Kupat tahu dengan tambahan telur dadar atau telur rebus.', 18000, 'main_course', 2, 10, 'ketupat, tahu goreng, tauge, telur, bumbu kacang, kecap manis, kerupuk', 'Kacang, Kedelai, Telur', 610],
    ['Kupat Tahu Pedas Level 5', 'Kupat tahu dengan bumbu kacang yang diulek bersama banyak cabai rawit.', 17000, 'main_course', 5, 8, 'ketupat, tahu goreng, tauge, bumbu kacang, cabai rawit, kecap manis', 'Kacang, Kedelai', 540],
    ['Gado-gado Sunda', 'Sayuran rebus, kentang, telur, dan tahu dengan bumbu kacang.', 17000, 'salad', 3, 8, 'kol, tauge, kacang panjang, kentang, telur rebus, tahu, bumbu kacang, kerupuk', 'Kacang, Kedelai, Telur', 480],
    ['Lontong Kari Ayam', 'Lontong dengan kuah kari ayam kuning dan kerupuk.', 20000, 'soup', 3, 10, 'lontong, ayam, santan, kunyit, serai, daun jeruk, cabai merah, kerupuk', null, 590],
    ['Kerupuk Aci Warna', 'Kerupuk aci warna-warni khas Tasik, teman makan kupat tahu.', 3000, 'side_dish', 1, 0, 'tepung tapioka, bawang putih, garam, pewarna makanan', null, 120],
    ['Es Cendol Gula Aren', 'Cendol hijau pandan dengan santan dan gula aren cair.', 10000, 'beverage', 1, 5, 'cendol tepung beras, daun pandan, santan, gula aren, es batu', null, 260, { isAvailable: false }],
  ]),

  // t14 — Saung Gurame Situ Gede (restaurant, active)
  ...menusFor('t14', ACTIVE, [
    ['Gurame Bakar Madu', 'Gurame segar dari kolam sendiri, dibakar dengan olesan madu dan kecap.', 75000, 'main_course', 2, 30, 'ikan gurame, madu, kecap manis, bawang putih, jeruk nipis', 'Ikan, Kedelai', 620],
    ['Gurame Goreng Terbang', 'Gurame goreng kering dengan sirip mekar, disajikan dengan sambal dan lalapan.', 78000, 'main_course', 1, 30, 'ikan gurame, bawang putih, ketumbar, tepung beras, lalapan', 'Ikan', 710],
    ['Gurame Pesmol', 'Gurame goreng disiram kuah kuning pesmol dengan cabai dan acar.', 80000, 'main_course', 3, 35, 'ikan gurame, kunyit, kemiri, cabai rawit, bawang merah, mentimun, wortel', 'Ikan', 680],
    ['Nila Bakar Sambal Dabu', 'Nila bakar disajikan dengan sambal dabu-dabu yang segar dan sangat pedas.', 45000, 'main_course', 5, 25, 'ikan nila, cabai rawit, tomat hijau, bawang merah, jeruk limau, kecap manis', 'Ikan, Kedelai', 520],
    ['Sop Ikan Gurame', 'Sop ikan gurame kuah asam segar dengan kemangi dan tomat.', 40000, 'soup', 3, 20, 'ikan gurame, tomat, kemangi, belimbing wuluh, cabai rawit, serai', 'Ikan', 380],
    ['Cah Kangkung Terasi', 'Kangkung tumis terasi dengan cabai merah.', 18000, 'side_dish', 3, 10, 'kangkung, terasi, bawang putih, cabai merah, saus tiram', 'Udang', 160],
    ['Asinan Buah Segar', 'Asinan buah dengan kuah cuka cabai dan taburan kacang tanah.', 20000, 'salad', 3, 8, 'mangga muda, nanas, bengkuang, kedondong, cuka, cabai merah, kacang tanah', 'Kacang', 190],
    ['Es Goyobod', 'Es goyobod dengan hunkwe, alpukat, kelapa muda, dan santan.', 15000, 'dessert', 1, 5, 'tepung hunkwe, alpukat, kelapa muda, santan, sirup, es serut', null, 310, { status: 'inactive', isAvailable: false }],
    ['Jus Sirsak', 'Jus sirsak segar tanpa pengawet.', 15000, 'beverage', 1, 5, 'buah sirsak, gula pasir, es batu', null, 170],
  ]),

  // t15 — Soto Ayam Cibeureum Pak Dadang (restaurant, active)
  ...menusFor('t15', ACTIVE, [
    ['Soto Ayam Kampung', 'Soto ayam kampung kuah kuning bening dengan koya, soun, dan telur.', 18000, 'soup', 2, 8, 'ayam kampung, kunyit, serai, soun, kol, telur rebus, koya, seledri', 'Telur, Gluten', 420],
    ['Soto Babat', 'Soto babat sapi empuk dengan kuah kaldu berempah.', 22000, 'soup', 2, 8, 'babat sapi, kunyit, serai, daun jeruk, tomat, daun bawang, bawang goreng', null, 460],
    ['Soto Daging Sapi Bening', 'Soto daging sapi kuah bening dengan lobak dan kacang kedelai goreng.', 25000, 'soup', 2, 8, 'daging sapi, lobak, kacang kedelai goreng, daun bawang, seledri, bawang putih', 'Kedelai', 430],
    ['Nasi Putih', 'Nasi putih pulen satu porsi.', 4000, 'side_dish', 1, 2, 'beras, air', null, 200],
    ['Perkedel Kentang', 'Perkedel kentang goreng, harga per buah.', 3000, 'side_dish', 1, 2, 'kentang, telur, daun bawang, pala, bawang goreng', 'Telur', 120],
    ['Sate Usus dan Ati Ampela', 'Sate usus atau ati ampela bacem, harga per tusuk.', 3000, 'side_dish', 2, 2, 'usus ayam, ati ampela, kecap manis, gula merah, ketumbar', 'Kedelai', 90],
    ['Es Jeruk Nipis', 'Perasan jeruk nipis segar dengan madu dan es.', 7000, 'beverage', 1, 3, 'jeruk nipis, madu, gula pasir, es batu', null, 110],
  ]),

  // t16 — Sop Buntut & Iga Bakar Kang Asep (restaurant, pending)
  ...menusFor('t16', PENDING, [
    ['Sop Buntut Sapi', 'Sop buntut sapi kuah bening dengan wortel, kentang, dan taburan bawang goreng.', 55000, 'soup', 2, 15, 'buntut sapi, wortel, kentang, tomat, daun bawang, seledri, pala, cengkih', null, 640],
    ['Sop Buntut Goreng', 'Buntut sapi goreng bumbu dengan kuah sop terpisah.', 58000, 'main_course', 2, 20, 'buntut sapi, bawang putih, ketumbar, kuah kaldu, wortel, kentang', null, 780],
    ['Iga Bakar Sambal Matah', 'Iga sapi bakar bumbu kecap dengan sambal matah pedas.', 60000, 'main_course', 4, 25, 'iga sapi, kecap manis, bawang merah, serai, cabai rawit, jeruk limau', 'Kedelai', 820],
    ['Es Teh Tarik', 'Teh tarik dingin dengan susu kental manis.', 12000, 'beverage', 1, 5, 'teh hitam, susu kental manis, susu evaporasi, es batu', 'Susu', 220],
  ]),

  // t17 — Lotek Karedok Ceu Yayah (restaurant, active)
  ...menusFor('t17', ACTIVE, [
    ['Lotek Sunda', 'Sayuran rebus dengan bumbu kacang kencur ulek dan kerupuk.', 13000, 'salad', 3, 8, 'kangkung, kol, tauge, kacang panjang, bayam, kacang tanah, kencur, gula merah, cabai rawit', 'Kacang', 330],
    ['Karedok Leunca', 'Karedok sayur mentah dengan leunca dan kemangi, bumbu kacang pedas.', 13000, 'salad', 4, 8, 'leunca, kacang panjang, tauge, mentimun, kemangi, kol, kacang tanah, kencur, cabai rawit', 'Kacang', 320],
    ['Gado-gado Lontong', 'Gado-gado lengkap dengan lontong, telur rebus, tahu, dan tempe.', 16000, 'salad', 2, 8, 'lontong, kol, tauge, kentang, telur rebus, tahu, tempe, bumbu kacang', 'Kacang, Kedelai, Telur', 510],
    ['Pecel Sayur', 'Pecel sayur dengan bumbu kacang daun jeruk dan rempeyek.', 14000, 'salad', 3, 8, 'bayam, kangkung, tauge, kacang panjang, bumbu kacang, daun jeruk, rempeyek', 'Kacang, Gluten', 360],
    ['Rujak Cuka', 'Rujak serut buah dengan kuah cuka gula merah dan cabai rawit yang sangat pedas.', 10000, 'salad', 5, 5, 'mangga muda, bengkuang, nanas, mentimun, cuka, gula merah, cabai rawit', null, 150],
    ['Bala-bala Isi 3', 'Bala-bala sayur renyah, disajikan dengan cabai rawit.', 5000, 'appetizer', 2, 5, 'tepung terigu, kol, wortel, tauge, daun bawang, bawang putih', 'Gluten', 270],
    ['Gehu Pedas Isi 3', 'Tahu isi sayuran dengan cabai rawit utuh di dalamnya.', 7500, 'appetizer', 5, 5, 'tahu, tauge, wortel, cabai rawit, tepung terigu, bawang putih', 'Gluten, Kedelai', 300],
  ]),

  // t18 — Kafe Bumi Siliwangi (cafe, active)
  ...menusFor('t18', ACTIVE, [
    ['Es Kopi Susu Siliwangi', 'Kopi susu signature dengan campuran arabika dan robusta serta gula aren.', 22000, 'beverage', 1, 5, 'espresso, susu segar, krimer, gula aren, es batu', 'Susu', 230],
    ['Matcha Latte', 'Matcha Jepang dengan susu segar, bisa panas atau dingin.', 26000, 'beverage', 1, 5, 'bubuk matcha, susu segar, gula pasir, es batu', 'Susu', 210, { status: 'pending_approval', createdDaysAgo: 1 }],
    ['Teh Poci Gula Batu', 'Teh poci tanah liat dengan gula batu, untuk dua orang.', 10000, 'beverage', 1, 5, 'teh melati, gula batu, air panas', null, 90],
    ['Nasi Goreng Kampung', 'Nasi goreng terasi dengan telur ceplok, ayam suwir, dan kerupuk.', 25000, 'main_course', 3, 12, 'nasi, terasi, telur, ayam suwir, cabai merah, bawang merah, kecap manis, kerupuk', 'Telur, Udang, Kedelai', 690],
    ['Chicken Katsu Sambal Matah', 'Ayam katsu renyah dengan nasi dan sambal matah.', 32000, 'main_course', 3, 15, 'dada ayam, tepung panir, telur, nasi, bawang merah, serai, cabai rawit', 'Gluten, Telur', 830, { status: 'rejected', rejectionReason: 'Foto menu tidak sesuai dengan deskripsi dan porsi yang dijual. Mohon unggah foto asli sajian.' }],
    ['Salad Buah Yoghurt', 'Potongan buah segar dengan saus yoghurt, mayones, dan keju parut.', 22000, 'salad', 1, 8, 'melon, apel, anggur, stroberi, yoghurt, mayones, keju cheddar', 'Susu, Telur', 280],
    ['Surabi Durian Keju', 'Surabi hangat dengan topping durian, keju, dan susu kental manis.', 20000, 'dessert', 1, 12, 'tepung beras, santan, durian, keju cheddar, susu kental manis', 'Susu', 420],
    ['Dimsum Ayam Mentai', 'Dimsum ayam kukus dengan saus mentai yang dibakar.', 25000, 'appetizer', 2, 12, 'daging ayam, kulit dimsum, saus mentai, mayones, telur ikan', 'Gluten, Telur, Ikan', 390],
  ]),

  // t19 — Teras Kopi Indihiang (cafe, active)
  ...menusFor('t19', ACTIVE, [
    ['Kopi Tubruk Robusta', 'Kopi tubruk robusta lokal, kental dan pahit, gula dipisah.', 8000, 'beverage', 1, 3, 'kopi robusta, gula pasir, air panas', null, 60],
    ['Es Kopi Susu Gula Aren', 'Kopi susu dingin dengan gula aren asli.', 18000, 'beverage', 1, 5, 'espresso, susu segar, gula aren, es batu', 'Susu', 200],
    ['Bajigur', 'Minuman hangat santan gula aren dengan kolang-kaling.', 10000, 'beverage', 1, 5, 'santan, gula aren, jahe, daun pandan, kolang-kaling, garam', null, 240],
    ['Bandrek Rempah', 'Bandrek jahe merah dengan serai, kayu manis, dan cengkih.', 10000, 'beverage', 2, 5, 'jahe merah, gula aren, serai, kayu manis, cengkih, lada', null, 130],
    ['Colenak', 'Peuyeum bakar disiram kinca gula merah dan kelapa parut.', 12000, 'dessert', 1, 10, 'peuyeum singkong, gula merah, kelapa parut, daun pandan', null, 350],
    ['Tahu Isi Pedas', 'Tahu isi sayuran goreng dengan cabai rawit.', 10000, 'appetizer', 4, 8, 'tahu, wortel, tauge, kol, tepung terigu, cabai rawit', 'Kedelai, Gluten', 310],
    ['Ketan Bakar Sambal Oncom', 'Ketan bakar hangat dengan sambal oncom pedas.', 12000, 'appetizer', 4, 10, 'beras ketan, santan, oncom, cabai rawit, kencur, bawang putih', 'Kedelai', 380],
  ]),

  // t20 — Bandrek Bajigur Mang Oji (food_truck, active)
  ...menusFor('t20', ACTIVE, [
    ['Bandrek Susu Telur', 'Bandrek jahe hangat dengan kuning telur kocok dan susu kental manis.', 12000, 'beverage', 2, 5, 'jahe merah, gula aren, serai, kuning telur, susu kental manis', 'Susu, Telur', 250],
    ['Bajigur Kolang-kaling', 'Bajigur santan gula aren dengan kolang-kaling dan potongan kelapa muda.', 10000, 'beverage', 1, 5, 'santan, gula aren, jahe, kolang-kaling, kelapa muda', null, 260],
    ['Sekoteng', 'Wedang jahe dengan kacang tanah, pacar cina, dan roti.', 12000, 'beverage', 2, 5, 'jahe, gula pasir, kacang tanah, pacar cina, kacang hijau, roti tawar', 'Kacang, Gluten', 290],
    ['Jagung Rebus', 'Jagung manis rebus hangat, harga per tongkol.', 7000, 'appetizer', 1, 5, 'jagung manis, garam', null, 120],
    ['Kacang Rebus', 'Kacang tanah rebus gurih satu bungkus.', 8000, 'appetizer', 1, 5, 'kacang tanah, garam', 'Kacang', 280],
    ['Ubi Cilembu Bakar', 'Ubi cilembu bakar yang manis legit seperti madu.', 12000, 'dessert', 1, 15, 'ubi cilembu, garam', null, 230, { status: 'inactive', isAvailable: false }],
    ['Ketan Bakar Susu', 'Ketan bakar dengan siraman susu kental manis dan meses.', 10000, 'dessert', 1, 10, 'beras ketan, santan, susu kental manis, meses cokelat', 'Susu', 360],
  ]),

  // t21 — Cilok Kuah Mang Dedi (food_truck, suspended)
  ...menusFor('t21', ACTIVE, [
    ['Cilok Kuah Kacang', 'Cilok kenyal dalam kuah bumbu kacang hangat.', 10000, 'soup', 3, 5, 'tepung tapioka, kacang tanah, bawang putih, cabai, kecap manis', 'Kacang, Kedelai', 350],
    ['Cilok Bumbu Kacang Level 5', 'Cilok dengan siraman bumbu kacang super pedas.', 10000, 'appetizer', 5, 5, 'tepung tapioka, kacang tanah, cabai rawit, kecap manis, jeruk limau', 'Kacang, Kedelai', 370],
    ['Siomay Bandung', 'Siomay ikan, kol, kentang, dan tahu dengan bumbu kacang.', 15000, 'appetizer', 2, 5, 'ikan tenggiri, tepung tapioka, kol, kentang, tahu, telur, bumbu kacang', 'Ikan, Kacang, Telur, Kedelai', 420],
  ]),

  // t22 — Dapur Ibu Neneng Katering (catering, active)
  ...menusFor('t22', ACTIVE, [
    ['Paket Rantang Harian 5 Hari', 'Langganan rantang makan siang lima hari dengan menu berganti setiap hari.', 150000, 'other', 2, 60, 'nasi putih, lauk hewani, tahu, tempe, sayur, sambal, buah', 'Kedelai', null],
    ['Nasi Box Ayam Goreng Serundeng', 'Nasi box dengan ayam goreng serundeng, tumis buncis, dan sambal.', 25000, 'main_course', 2, 45, 'nasi putih, ayam, kelapa parut, ketumbar, buncis, sambal, kerupuk', null, 720],
    ['Nasi Box Rendang', 'Nasi box dengan rendang sapi, sayur nangka, dan sambal hijau.', 30000, 'main_course', 3, 45, 'nasi putih, daging sapi, santan, cabai merah, serai, nangka muda, cabai hijau', null, 860],
    ['Sayur Lodeh Labu Siam', 'Sayur lodeh santan dengan labu siam, kacang panjang, dan tempe.', 10000, 'soup', 2, 30, 'labu siam, kacang panjang, tempe, santan, lengkuas, daun salam, cabai merah', 'Kedelai', 240],
    ['Sambal Goreng Kentang Ati', 'Kentang dan ati ampela dimasak sambal goreng merah.', 12000, 'side_dish', 3, 30, 'kentang, ati ampela, cabai merah, bawang merah, santan, gula merah', null, 310],
    ['Salad Sayur Wijen', 'Salad sayur segar dengan dressing wijen sangrai untuk menu diet.', 20000, 'salad', 1, 15, 'selada, tomat ceri, mentimun, wortel, jagung manis, wijen sangrai, minyak wijen', 'Wijen', 150],
    ['Tumis Oncom Leunca', 'Oncom dan leunca ditumis dengan cabai rawit dan kencur.', 10000, 'side_dish', 4, 20, 'oncom, leunca, cabai rawit, kencur, bawang merah, daun bawang', 'Kedelai', 210],
  ]),

  // t23 — Katering Nasi Kotak Sari Rasa (catering, rejected)
  ...menusFor('t23', REJECTED_TENANT, [
    ['Nasi Kotak Ayam Bakar', 'Nasi kotak ayam bakar dengan lalapan, sambal, dan kerupuk.', 25000, 'main_course', 2, 60, 'nasi putih, ayam bakar, lalapan, sambal, kerupuk', null, 700],
    ['Nasi Kotak Ikan Goreng', 'Nasi kotak ikan kembung goreng dengan tumis sayur.', 23000, 'main_course', 2, 60, 'nasi putih, ikan kembung, tumis sayur, sambal, kerupuk', 'Ikan', 640],
    ['Prasmanan Per Orang', 'Paket prasmanan lengkap per orang, minimal 100 pax.', 60000, 'other', 2, 60, 'nasi putih, ayam, daging sapi, sayur, buah, kerupuk, air mineral', null, null],
  ]),

  // t24 — Bolu Kukus Ceu Popon (bakery, active)
  ...menusFor('t24', ACTIVE, [
    ['Bolu Kukus Gula Merah', 'Bolu kukus mekar dengan gula merah asli, harga per buah.', 3500, 'dessert', 1, 0, 'tepung terigu, gula merah, telur, soda kue, santan', 'Gluten, Telur', 160],
    ['Bolu Pandan Keju', 'Bolu pandan lembut dengan topping keju parut, satu loyang.', 40000, 'dessert', 1, null, 'tepung terigu, telur, gula pasir, daun pandan, mentega, keju cheddar', 'Gluten, Telur, Susu', 1150],
    ['Brownies Kukus Cokelat', 'Brownies kukus tiga lapis cokelat dan keju, satu loyang.', 45000, 'dessert', 1, null, 'cokelat bubuk, cokelat batang, tepung terigu, telur, mentega, keju krim', 'Gluten, Telur, Susu', 1200, { isAvailable: false }],
    ['Roti Unyil Aneka Rasa Isi 10', 'Roti unyil mini aneka isi: cokelat, keju, sosis, dan abon.', 15000, 'other', 1, 0, 'tepung terigu, ragi, mentega, cokelat, keju, sosis, abon sapi', 'Gluten, Susu, Telur', 520],
    ['Kue Balok Isi 3', 'Kue balok hangat khas Priangan dengan cokelat lumer.', 9000, 'dessert', 1, 10, 'tepung terigu, telur, gula pasir, mentega, cokelat', 'Gluten, Telur, Susu', 450, { status: 'inactive', isAvailable: false }],
    ['Pastel Isi Bihun Sayur', 'Pastel renyah isi bihun, wortel, dan telur, harga per buah.', 4000, 'appetizer', 2, 0, 'tepung terigu, bihun, wortel, kentang, telur rebus, bawang putih', 'Gluten, Telur', 170],
  ]),

  // t25 — Toko Roti Sinar Mangkubumi (bakery, inactive)
  ...menusFor('t25', INACTIVE, [
    ['Roti Tawar Kupas', 'Roti tawar tanpa kulit, satu bungkus isi 12 lembar.', 16000, 'other', 1, null, 'tepung terigu, ragi, gula pasir, susu bubuk, mentega, garam', 'Gluten, Susu', 900],
    ['Roti Manis Kelapa', 'Roti manis isi unti kelapa gula merah.', 5000, 'dessert', 1, 0, 'tepung terigu, ragi, kelapa parut, gula merah, mentega', 'Gluten, Susu', 280],
    ['Donat Gula', 'Donat empuk bertabur gula halus, harga per buah.', 4000, 'dessert', 1, 0, 'tepung terigu, ragi, telur, mentega, gula halus', 'Gluten, Telur, Susu', 250],
  ]),

  // t26 — Jajanan Pasar Ceu Iroh (other, active)
  ...menusFor('t26', ACTIVE, [
    ['Klepon Isi 5', 'Klepon pandan isi gula merah cair dengan taburan kelapa parut.', 8000, 'dessert', 1, 0, 'tepung ketan, daun pandan, gula merah, kelapa parut', null, 210],
    ['Surabi Kinca', 'Surabi polos dengan kuah kinca gula merah santan.', 6000, 'dessert', 1, 10, 'tepung beras, santan, gula merah, daun pandan', null, 240],
    ['Awug Beras', 'Awug beras lapis gula merah dan kelapa parut, dikukus dalam aseupan.', 10000, 'dessert', 1, null, 'tepung beras, gula merah, kelapa parut, daun pandan, garam', null, 320],
    ['Lemper Ayam', 'Lemper ketan isi ayam suwir bumbu, dibungkus daun pisang.', 4000, 'appetizer', 1, 0, 'beras ketan, santan, ayam suwir, bawang putih, daun salam, daun pisang', null, 180],
    ['Gehu Jeletot', 'Tahu isi bihun dan sayur dengan cabai rawit yang jeletot.', 3000, 'appetizer', 5, 5, 'tahu, bihun, tauge, wortel, cabai rawit, tepung terigu', 'Kedelai, Gluten', 110],
    ['Lumpia Basah', 'Lumpia basah isi bengkuang, tauge, dan telur dengan saus gula merah.', 10000, 'appetizer', 3, 8, 'kulit lumpia, bengkuang, tauge, telur, bawang putih, gula merah, cabai', 'Gluten, Telur', 290],
    ['Es Doger', 'Es doger santan dengan tapai, alpukat, dan pacar cina.', 10000, 'beverage', 1, 5, 'santan, tapai singkong, alpukat, pacar cina, susu kental manis, es serut', 'Susu', 330],
  ]),

  // t27 — Ayam Geprek Kang Ade (restaurant, rejected)
  ...menusFor('t27', REJECTED_TENANT, [
    ['Ayam Geprek Sambal Bawang', 'Ayam goreng tepung digeprek dengan sambal bawang, pilihan level pedas.', 17000, 'main_course', 5, 12, 'ayam, tepung terigu, cabai rawit, bawang putih, nasi putih', 'Gluten', 780],
    ['Ayam Geprek Keju Mozarella', 'Ayam geprek sambal bawang dengan lelehan keju mozarela.', 22000, 'main_course', 5, 15, 'ayam, tepung terigu, cabai rawit, bawang putih, keju mozarela, nasi putih', 'Gluten, Susu', 920],
  ]),

  // t28 — Kedai Es Teler & Jus Dadaha (cafe, pending)
  ...menusFor('t28', PENDING, [
    ['Es Teler Spesial', 'Es teler alpukat, kelapa muda, nangka, dan cincau dengan santan dan susu.', 15000, 'dessert', 1, 5, 'alpukat, kelapa muda, nangka, cincau, santan, susu kental manis, es serut', 'Susu', 380],
    ['Jus Alpukat Cokelat', 'Jus alpukat kental dengan siraman cokelat.', 15000, 'beverage', 1, 5, 'alpukat, susu kental manis cokelat, gula pasir, es batu', 'Susu', 340],
    ['Jus Mangga Harum Manis', 'Jus mangga harum manis segar tanpa gula tambahan.', 14000, 'beverage', 1, 5, 'mangga harum manis, es batu, air', null, 160],
  ]),
];
