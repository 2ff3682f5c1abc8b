import type { ComponentProps } from 'react';
import { Select } from '#client/components/ui/input';
import { listCountries } from '#shared/domain/countries';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

/** A tax residence country: 'Non renseigné', France, then the others in the French order. */
export function CountrySelect(props: ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      <option value="">{complianceFields.noCountry}</option>
      {listCountries().map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </Select>
  );
}
