import { FormattedMessage, useIntl } from 'react-intl';
import { ADDRESS_KINDS, type Area } from '@sam/contracts';
import { Checkbox, TextField } from '@sam/ui';
import { useDashboardLocale } from '../../shared/links';
import { SelectField } from '../../shared/SelectField';
import type { BoundField } from '../../shared/useServerForm';
import type { FieldPlace } from '../../shared/useServerForm';
import styles from './ListingEditor.module.css';

/** The fields of one address, in on-screen order (field name → message id of its label). */
export const ADDRESS_FIELDS = {
  kind: 'dashboard.listing.field.kind',
  street: 'dashboard.listing.field.street',
  number: 'dashboard.listing.field.number',
  box: 'dashboard.listing.field.box',
  postal_code: 'dashboard.listing.field.postal_code',
  locality: 'dashboard.listing.field.locality',
  is_visible: 'dashboard.listing.field.is_visible',
  lat: 'dashboard.listing.field.lat',
  lon: 'dashboard.listing.field.lon',
} as const;
export type AddressFieldName = keyof typeof ADDRESS_FIELDS;

/**
 * The summary entries of an address at `path` ('address', 'addresses.1'), its inputs' ids starting
 * with `idPrefix`; `summaryLabel` names a field in the summary when there are several addresses.
 */
export function addressPlaces(path: string, idPrefix: string, names: readonly AddressFieldName[], summaryLabel?: (name: AddressFieldName) => string): Record<string, FieldPlace> {
  return Object.fromEntries(names.map((name) => [`${path}.${name}`, { inputId: `${idPrefix}-${name}`, labelId: ADDRESS_FIELDS[name], label: summaryLabel?.(name) }]));
}

interface AddressFieldsProps {
  /** The form's field binder (useServerForm's `field`), for the address's paths. */
  field: (name: never, place: FieldPlace) => BoundField<string>;
  path: string;
  idPrefix: string;
  /** Latitude and longitude inputs (the editor's map confirms them). */
  coordinates?: boolean;
}

/** Street, number, box, postal code, locality, kind and visibility of one address (spec §3 Address). */
export function AddressFields({ field, path, idPrefix, coordinates = false }: AddressFieldsProps) {
  const intl = useIntl();
  const bind = (name: AddressFieldName) => field(`${path}.${name}` as never, { inputId: `${idPrefix}-${name}`, labelId: ADDRESS_FIELDS[name] });
  return (
    <>
      <SelectField
        options={ADDRESS_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage({ id: `dashboard.listing.kind.${kind}` }) }))}
        {...bind('kind')}
      />
      <TextField autoComplete="address-line1" maxLength={190} {...bind('street')} />
      <div className={styles.row}>
        <TextField maxLength={20} size={6} {...bind('number')} />
        <TextField maxLength={20} size={6} {...bind('box')} />
      </div>
      <div className={styles.row}>
        <TextField autoComplete="postal-code" inputMode="numeric" maxLength={12} size={6} {...bind('postal_code')} />
        <TextField autoComplete="address-level2" maxLength={120} {...bind('locality')} />
      </div>
      <Checkbox {...bind('is_visible')} />
      {coordinates ? (
        <div className={styles.row}>
          <TextField inputMode="decimal" size={10} {...bind('lat')} />
          <TextField inputMode="decimal" size={10} {...bind('lon')} />
        </div>
      ) : null}
    </>
  );
}

/** Where the API placed an address (commune, Brussels quartier), in the page's language. */
export function AddressPlacement({ commune, quartier, id }: { commune: Area | null; quartier: Area | null; id?: string }) {
  const locale = useDashboardLocale();
  const name = (area: Area) => (locale === 'nl' ? area.name_nl : area.name_fr);
  return (
    <p id={id} className={styles.placement}>
      {commune ? (
        <FormattedMessage id="dashboard.listing.address.placed" values={{ commune: name(commune), quartier: quartier ? name(quartier) : 'none' }} />
      ) : (
        <FormattedMessage id="dashboard.listing.address.notPlaced" />
      )}
    </p>
  );
}
