/** The markets a station can be opened in, seeded into `countries`. */
export const markets = [
  { id: 1, iso: 'VN', currencyCode: 'VND' },
  { id: 2, iso: 'TH', currencyCode: 'THB' },
  { id: 3, iso: 'ID', currencyCode: 'IDR' },
  { id: 4, iso: 'MY', currencyCode: 'MYR' },
  { id: 5, iso: 'PH', currencyCode: 'PHP' },
  { id: 6, iso: 'IN', currencyCode: 'INR' },
  { id: 7, iso: 'BD', currencyCode: 'BDT' },
  { id: 8, iso: 'BR', currencyCode: 'BRL' },
  { id: 9, iso: 'MX', currencyCode: 'MXN' },
  { id: 10, iso: 'JP', currencyCode: 'JPY' },
  { id: 11, iso: 'KR', currencyCode: 'KRW' },
  { id: 12, iso: 'TR', currencyCode: 'TRY' },
  { id: 13, iso: 'NG', currencyCode: 'NGN' },
  { id: 14, iso: 'PK', currencyCode: 'PKR' },
] as const;
