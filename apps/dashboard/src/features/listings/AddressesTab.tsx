import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetPlacesQuery } from '@sam/api-client';
import { COVERAGE_ZONE_TYPES, type ListingEditLabels, type Place } from '@sam/contracts';
import { Button, FormAlert } from '@sam/ui';
import { hiddenText } from '../../shared/hidden-text';
import { useDashboardLocale } from '../../shared/links';
import { SelectField } from '../../shared/SelectField';
import { AccessibilityFacts } from './AccessibilityFacts';
import { AddressFields, AddressPlacement } from './AddressFields';
import { emptyAddress } from './edit-form';
import type { EditForm } from './GeneralTab';
import styles from './ListingEditor.module.css';

// The OpenLayers map is heavy: its own entry of @sam/search-map, fetched only when someone opens it.
const SearchMap = lazy(() => import('@sam/search-map/map'));

type ZoneType = (typeof COVERAGE_ZONE_TYPES)[number];

/** Tab 2: several addresses (head office or activity place, shown or not) and the coverage zones. */
export function AddressesTab({ form, labels }: { form: EditForm; labels: ListingEditLabels }) {
  const intl = useIntl();
  const addresses = useFieldArray({ control: form.form.control, name: 'addresses' });
  const listError = form.form.formState.errors.addresses?.message ?? form.form.formState.errors.addresses?.root?.message;

  return (
    <>
      <h2>
        <FormattedMessage id="dashboard.listing.addresses.heading" />
      </h2>
      {listError ? <p className={styles.error}>{intl.messages[listError] ? intl.formatMessage({ id: listError }) : listError}</p> : null}
      {addresses.fields.map((address, index) => (
        <fieldset key={address.id} className={styles.fieldset}>
          <legend>
            <FormattedMessage id="dashboard.listing.address.heading" values={{ index: index + 1 }} />
          </legend>
          {/* Where the API placed it when the edit copy was last saved (same order as the addresses). */}
          <AddressPlacement commune={labels.addresses[index]?.commune ?? null} quartier={labels.addresses[index]?.quartier ?? null} />
          <AddressFields field={form.field} path={`addresses.${index}`} idPrefix={`listing-address-${index}`} coordinates />
          <AccessibilityFacts form={form} index={index} />
          <AddressMap form={form} index={index} />
          {addresses.fields.length > 1 ? (
            <Button type="button" variant="secondary" onClick={() => addresses.remove(index)}>
              <FormattedMessage id="dashboard.listing.address.remove" values={{ index: index + 1 }} />
            </Button>
          ) : null}
        </fieldset>
      ))}
      <Button type="button" variant="secondary" onClick={() => addresses.append(emptyAddress())}>
        <FormattedMessage id="dashboard.listing.address.add" />
      </Button>
      <CoverageZones form={form} labels={labels} />
    </>
  );
}

/** A small map to confirm an address's point; optional (the listing saves without it). */
function AddressMap({ form, index }: { form: EditForm; index: number }) {
  const locale = useDashboardLocale();
  const [open, setOpen] = useState(false);
  const address = useWatch({ control: form.form.control, name: `addresses.${index}` });
  const lat = Number(String(address?.lat ?? '').replace(',', '.'));
  const lon = Number(String(address?.lon ?? '').replace(',', '.'));
  const located = String(address?.lat ?? '') !== '' && String(address?.lon ?? '') !== '' && Number.isFinite(lat) && Number.isFinite(lon);
  const mapId = `listing-address-${index}-map`;
  const text = [address?.street, address?.number, address?.postal_code, address?.locality].filter(Boolean).join(' ');

  return (
    <div>
      <Button type="button" variant="secondary" aria-expanded={open} aria-controls={mapId} onClick={() => setOpen(!open)}>
        <FormattedMessage id={open ? 'dashboard.listing.map.hide' : 'dashboard.listing.map.show'} />
      </Button>
      <div id={mapId} hidden={!open}>
        {open && !located ? (
          <p className={styles.hint}>
            <FormattedMessage id="dashboard.listing.map.noPoint" />
          </p>
        ) : null}
        {open && located ? (
          <MapBoundary>
            <Suspense fallback={<FormattedMessage id="dashboard.listing.map.loading" />}>
              <div className={styles.map}>
                <SearchMap
                  locale={locale}
                  geoBaseUrl="/geo"
                  hits={[{ objectID: `address-${index}`, lat, lng: lon, title: text, href: '#', address: text }]}
                  zone={null}
                  communes={[]}
                  onAreaSelect={() => undefined}
                  onPolygonDraw={() => undefined}
                  onAddressFound={() => undefined}
                />
              </div>
            </Suspense>
          </MapBoundary>
        ) : null}
      </div>
    </div>
  );
}

/** A map that fails to load says so and leaves the form usable. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <FormAlert>
        <FormattedMessage id="dashboard.listing.map.failed" />
      </FormAlert>
    ) : (
      this.props.children
    );
  }
}

/** Coverage zones: provinces, arrondissements or communes (GET /api/places), added one at a time. */
function CoverageZones({ form, labels }: { form: EditForm; labels: ListingEditLabels }) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const [type, setType] = useState<ZoneType>('commune');
  const [chosen, setChosen] = useState('');
  const placesQuery = useGetPlacesQuery({ type, locale });
  // currentData: never the previous level's places while the chosen level's load (a commune picked
  // from that list would not be found among the provinces, and the zone would silently not be added).
  const places = placesQuery.currentData;
  const zones = useFieldArray({ control: form.form.control, name: 'coverage_zones' });
  const current = useWatch({ control: form.form.control, name: 'coverage_zones' }) ?? [];
  const [known, setKnown] = useState<Record<string, string>>(() =>
    Object.fromEntries(labels.coverage_zones.map((zone) => [`${zone.zone_type}:${zone.zone_id}`, locale === 'nl' ? zone.name_nl : zone.name_fr])),
  );
  const error = form.errorOf('coverage_zones');
  const t = (id: string) => intl.formatMessage({ id });

  const add = () => {
    const place = places?.find((p: Place) => p.ref_id === chosen);
    if (!place || current.some((zone) => zone.zone_type === type && zone.zone_id === place.ref_id)) return;
    setKnown({ ...known, [`${type}:${place.ref_id}`]: place.name });
    zones.append({ zone_type: type, zone_id: place.ref_id });
    setChosen('');
  };

  return (
    <section aria-labelledby="listing-zones-heading" className={styles.fieldset}>
      <h2 id="listing-zones-heading">
        <FormattedMessage id="dashboard.listing.zones.heading" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="dashboard.listing.zones.intro" />
      </p>
      {error ? <p className={styles.error}>{error}</p> : null}
      {zones.fields.length === 0 ? (
        <p>
          <FormattedMessage id="dashboard.listing.zones.none" />
        </p>
      ) : (
        <ul className={styles.chips}>
          {zones.fields.map((zone, index) => {
            const name = known[`${zone.zone_type}:${zone.zone_id}`] ?? zone.zone_id;
            return (
              <li key={zone.id}>
                <FormattedMessage id="dashboard.listing.zones.item" values={{ type: t(`dashboard.listing.zone.${zone.zone_type}`), name }} />
                <button type="button" className={styles.linkButton} onClick={() => zones.remove(index)}>
                  <FormattedMessage id="dashboard.listing.zones.remove" values={{ name, hidden: hiddenText }} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.row}>
        <SelectField
          id="listing-zone-type"
          label={t('dashboard.listing.zones.type')}
          value={type}
          onChange={(event) => {
            setType(event.target.value as ZoneType);
            setChosen('');
          }}
          options={COVERAGE_ZONE_TYPES.map((value) => ({ value, label: t(`dashboard.listing.zone.${value}`) }))}
        />
        <SelectField
          id="listing-zone-place"
          label={t('dashboard.listing.zones.place')}
          value={chosen}
          disabled={!places}
          onChange={(event) => setChosen(event.target.value)}
          options={[{ value: '', label: t('dashboard.listing.field.choose') }, ...(places ?? []).map((p) => ({ value: p.ref_id, label: p.name }))]}
        />
      </div>
      {placesQuery.isError ? <p className={styles.error}>{t('dashboard.listing.zones.failed')}</p> : null}
      <Button type="button" variant="secondary" onClick={add}>
        <FormattedMessage id="dashboard.listing.zones.add" />
      </Button>
    </section>
  );
}
