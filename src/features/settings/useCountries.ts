import { useEffect, useState } from 'react';
import { api } from '~/stores/api';
import type { PhoneCode } from '~/shared/types';

let list: Promise<PhoneCode[]> | null = null;

/**
 * Every country with its ISO code and its name in the page's language, sorted (the server's
 * calling-code list, libphonenumber's countries): asked once a page, shared by the phone-code
 * and the invoice country selects.
 */
export function useCountries(): PhoneCode[] {
  const [codes, setCodes] = useState<PhoneCode[]>([]);
  useEffect(() => {
    let live = true;
    list ??= api.get('/api/common/get-phone-code', { toastError: false }).catch(() => {
      list = null; // asked again on the next mount
      return [];
    });
    void list.then((c) => live && setCodes(c));
    return () => {
      live = false;
    };
  }, []);
  return codes;
}
