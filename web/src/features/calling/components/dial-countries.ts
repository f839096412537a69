import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export type DialCountry = { iso: CountryCode; dialCode: string; name: string };

/** Every country libphonenumber-js knows, named by the browser, sorted by name; US first (the default). */
export function dialCountries(locale = navigator.language || 'en'): DialCountry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const all = getCountries().map((iso) => ({
    iso,
    dialCode: `+${getCountryCallingCode(iso)}`,
    name: names.of(iso) ?? iso,
  }));
  all.sort((a, b) => (a.iso === 'US' ? -1 : b.iso === 'US' ? 1 : a.name.localeCompare(b.name)));
  return all;
}
