import { useEffect, useMemo } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useGetCountriesQuery } from '@vws/shared/core';
import type { Country } from '@vws/shared/contract/countries';
import type { DwForm } from '../pages/dw-detail/formModel';
import { useDatenweitergabenTranslation } from '../i18n';

/** The country catalogue (GET /common/countries) as options in the interface language, sorted by name, and a look-up by code. */
export function useCountries() {
  const { i18n } = useDatenweitergabenTranslation();
  const { data } = useGetCountriesQuery();
  const english = i18n.language.startsWith('en');
  return useMemo(() => {
    const countries = data?.countries ?? [];
    const byCode = new Map<string, Country>(countries.map((c) => [c.code, c]));
    const nameOf = (c: Country) => (english ? c.en : c.de);
    const options = countries.map((c) => ({ value: c.code, label: nameOf(c) })).sort((a, b) => a.label.localeCompare(b.label));
    return { options, byCode, nameOf };
  }, [data, english]);
}

/** The outside-EU switch follows the chosen country (outside EU/EEA), as the server derives it on save. */
export function useOutsideEuFromCountry(control: Control<DwForm>, setValue: UseFormSetValue<DwForm>, byCode: Map<string, Country>) {
  const code = useWatch({ control, name: 'Land_Code' });
  useEffect(() => {
    const country = code ? byCode.get(code) : undefined;
    if (country) setValue('isDatenweitergabe_ausserhalb_EU', !country.eea, { shouldDirty: true });
  }, [code, byCode, setValue]);
}
