/** Regions, magazine types and areas, advert media types and areas, with their Polish labels (03 §3, §5). */

/** The 16 regions as stored (keys keep the server's spelling); labels are SDK-14. */
export const REGIONS = [
  { value: 'dolnoslaskie', label: 'dolnośląskie' },
  { value: 'kujawskopomorksie', label: 'kujawsko-pomorskie' },
  { value: 'lubelskie', label: 'lubelskie' },
  { value: 'lubuskie', label: 'lubuskie' },
  { value: 'lodzkie', label: 'łódzkie' },
  { value: 'malopolskie', label: 'małopolskie' },
  { value: 'mazowieckie', label: 'mazowieckie' },
  { value: 'opolskie', label: 'opolskie' },
  { value: 'podkarpackie', label: 'podkarpackie' },
  { value: 'podlaskie', label: 'podlaskie' },
  { value: 'pomorskie', label: 'pomorskie' },
  { value: 'slaskie', label: 'śląskie' },
  { value: 'swietokrzyskie', label: 'świętokrzyskie' },
  { value: 'warminskomazruskie', label: 'warmińsko-mazurskie' },
  { value: 'wielkopolskie', label: 'wielkopolskie' },
  { value: 'zachodniopomorskie', label: 'zachodniopomorskie' },
] as const;
export type Region = (typeof REGIONS)[number]['value'];
export const REGION_VALUES = REGIONS.map((region) => region.value) as [Region, ...Region[]];

/** Magazine types (03 §3); 'specjalne' is shown as 'Wydanie specjalne', other labels are SDK-14. */
export const MAGAZINE_TYPES = [
  { value: 'dziennik', label: 'Dziennik' },
  { value: 'tygodnik', label: 'Tygodnik' },
  { value: 'dwutygodnik', label: 'Dwutygodnik' },
  { value: 'miesiecznik', label: 'Miesięcznik' },
  { value: 'kwartalnik', label: 'Kwartalnik' },
  { value: 'polrocznik', label: 'Półrocznik' },
  { value: 'specjalne', label: 'Wydanie specjalne' },
  { value: 'inne', label: 'Inne' },
] as const;
export type MagazineType = (typeof MAGAZINE_TYPES)[number]['value'];
export const MAGAZINE_TYPE_VALUES = MAGAZINE_TYPES.map((type) => type.value) as [
  MagazineType,
  ...MagazineType[],
];

/** Magazine areas (03 §3); the region select appears only for 'regionalne'. */
export const MAGAZINE_AREAS = [
  { value: 'ogolnopolskie', label: 'Ogólnopolskie' },
  { value: 'regionalne', label: 'Regionalne' },
  { value: 'zagranica', label: 'Zagranica' },
] as const;
export type MagazineArea = (typeof MAGAZINE_AREAS)[number]['value'];
export const MAGAZINE_AREA_VALUES = MAGAZINE_AREAS.map((area) => area.value) as [
  MagazineArea,
  ...MagazineArea[],
];
export const REGIONAL_MAGAZINE_AREA: MagazineArea = 'regionalne';

/** Advert media types (03 §5). */
export const ADVERT_MEDIA_TYPES = [
  { value: 'internet', label: 'Internet' },
  { value: 'prasa', label: 'Prasa' },
  { value: 'outdoor', label: 'Outdoor' },
  { value: 'telewizja', label: 'Telewizja' },
] as const;
export type AdvertMediaType = (typeof ADVERT_MEDIA_TYPES)[number]['value'];
export const ADVERT_MEDIA_TYPE_VALUES = ADVERT_MEDIA_TYPES.map((type) => type.value) as [
  AdvertMediaType,
  ...AdvertMediaType[],
];

/** Advert areas (03 §5). */
export const ADVERT_AREAS = [
  { value: 'polska', label: 'Polska' },
  { value: 'swiat', label: 'Świat' },
] as const;
export type AdvertArea = (typeof ADVERT_AREAS)[number]['value'];
export const ADVERT_AREA_VALUES = ADVERT_AREAS.map((area) => area.value) as [AdvertArea, ...AdvertArea[]];
/** An advert's type defaults to an image (03 §3). */
export const DEFAULT_ADVERT_TYPE = 'img';

/**
 * Photo reportage types (SDK-35): the article form's gallery select reads the 'gallery' ones
 * (`?type=gallery`, 02 §7); the seed also holds videos. Labels chosen here.
 */
export const PHOTO_REPORTAGE_TYPES = [
  { value: 'gallery', label: 'Galeria' },
  { value: 'video', label: 'Wideo' },
] as const;
export type PhotoReportageType = (typeof PHOTO_REPORTAGE_TYPES)[number]['value'];
export const PHOTO_REPORTAGE_TYPE_VALUES = PHOTO_REPORTAGE_TYPES.map((type) => type.value) as [
  PhotoReportageType,
  ...PhotoReportageType[],
];
