import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCommitListingMutation, useGetListingEditCopyQuery, useSaveListingEditCopyMutation } from '@sam/api-client';
import { prestataireEditSchema, type BesoinSummary, type ListingEditCopy, type PrestataireEditInput, type SectorCount } from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { Button, FormAlert, useToast } from '@sam/ui';
import { BackToList, EditorPage } from '../../shared/EditorPage';
import { FormErrorSummary } from '../../shared/FormErrorSummary';
import { apiFailure } from '../../shared/forms';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { QueryContent } from '../../shared/QueryContent';
import { ActivitiesTab } from './ActivitiesTab';
import { accessibilityInputId } from './AccessibilityFacts';
import { addressPlaces, type AddressFieldName } from './AddressFields';
import { AddressesTab } from './AddressesTab';
import { useActivityReferences } from './CreateListingPage';
import { TabList, TabPanel } from './EditorTabs';
import { formValuesOf, TABS, tabOfPath, type EditorTabKey } from './edit-form';
import { GeneralTab, generalPlaces } from './GeneralTab';
import { MediaPanel } from './MediaPanel';
import { TagsTab } from './TagsTab';
import { useServerForm, type FieldPlace } from '../../shared/useServerForm';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';
import { useFormatMoment, VersionsPanel } from './VersionsPanel';
import styles from './ListingEditor.module.css';

const ID = 'listing-editor';
const FORM_ID = 'listing-edit-form';
const FORM_TABS: readonly EditorTabKey[] = ['general', 'addresses', 'activities', 'tags'];
const ADDRESS_NAMES: AddressFieldName[] = ['kind', 'street', 'number', 'box', 'postal_code', 'locality', 'is_visible', 'lat', 'lon'];

/** mes-fiches/{slug}: the listing editor (spec §2 numbered tabs) on the listing's edit copy. */
export function ListingEditorPage() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const slug = useParams().slug ?? '';
  const copy = useGetListingEditCopyQuery({ slug, locale });
  const references = useActivityReferences();
  return (
    <EditorPage
      titleId="dashboard.listing.edit.title"
      intro={copy.data ? <FormattedMessage id="dashboard.listing.edit.intro" values={{ title: copy.data.listing.title }} /> : null}
      editing={{ query: copy, failedId: 'dashboard.listing.loadFailed' }}
    >
      {(loaded) =>
        loaded ? (
          <QueryContent query={references} failure={intl.formatMessage({ id: 'dashboard.listing.referencesFailed' })}>
            {/* A new edit copy (saved, restored) starts a fresh form. */}
            {(refs) => <ListingEditor key={`${loaded.source}-${loaded.saved_at}-${loaded.pending_version?.id}`} copy={loaded} sectors={refs.sectors} besoins={refs.besoins.data} />}
          </QueryContent>
        ) : null
      }
    </EditorPage>
  );
}

interface ListingEditorProps {
  copy: ListingEditCopy;
  sectors: SectorCount[];
  besoins: BesoinSummary[];
}

function ListingEditor({ copy, sectors, besoins }: ListingEditorProps) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const toast = useToast();
  const formatMoment = useFormatMoment();
  // The tab shown: ?onglet= opens one directly (links, reloads); switching is local and instant.
  const [params] = useSearchParams();
  const [tab, select] = useState<string>(() => ((TABS as readonly string[]).includes(params.get('onglet') ?? '') ? (params.get('onglet') as EditorTabKey) : 'general'));
  const { listing } = copy;
  const [save] = useSaveListingEditCopyMutation();
  const [commit, committing] = useCommitListingMutation();
  const [actionFailure, setActionFailure] = useState<string | null>(null);
  const original = copy.values.addresses;

  const addressLabel = (index: number) => (name: AddressFieldName) =>
    `${intl.formatMessage({ id: 'dashboard.listing.address.heading' }, { index: index + 1 })} – ${intl.formatMessage({ id: `dashboard.listing.field.${name}` })}`;
  // The summary's entries, rebuilt as lists grow and shrink (useFieldArray below renders again then).
  const fields = (values: PrestataireEditInput): Record<string, FieldPlace> => ({
    ...generalPlaces(values.opening_hours?.length ?? 0),
    addresses: { inputId: 'listing-address-0-street', labelId: 'dashboard.listing.addresses.heading' },
    ...Object.assign({}, ...Array.from({ length: values.addresses?.length ?? 0 }, (_, index) => addressPlaces(`addresses.${index}`, `listing-address-${index}`, ADDRESS_NAMES, addressLabel(index)))),
    ...Object.fromEntries(
      Array.from({ length: values.addresses?.length ?? 0 }, (_, index) => [
        `addresses.${index}.accessibility`,
        { inputId: accessibilityInputId(index), labelId: 'accessibility.legend', label: intl.formatMessage({ id: 'accessibility.legend' }, { index: index + 1 }) },
      ]),
    ),
    coverage_zones: { inputId: 'listing-zone-type', labelId: 'dashboard.listing.zones.heading' },
    sectors: { inputId: 'listing-sector-main', labelId: 'dashboard.listing.sectors.heading' },
    besoins: { inputId: 'listing-besoin-main', labelId: 'dashboard.listing.besoins.heading' },
    tags: { inputId: 'listing-tag-input', labelId: 'dashboard.listing.tags.heading' },
  });

  const form = useServerForm({
    schema: prestataireEditSchema,
    defaultValues: formValuesOf(copy),
    fields,
    submit: async (values, rhf) => {
      // An address whose postal code changed is placed again by the API from its new code.
      const addresses = values.addresses.map((address) => {
        const before = original.find((o) => address.id !== null && o.id === address.id);
        return before && before.postal_code !== address.postal_code ? { ...address, commune_id: null, quartier_id: null } : address;
      });
      await save({ slug: listing.slug, edit: { ...values, addresses } }).unwrap();
      // Saved: nothing is unsaved any more, so a validation request right away is not refused.
      rhf.reset(rhf.getValues());
      toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.listing.saved' }) });
    },
  });
  // Renders again when an address or a time slot comes or goes, for the summary's entries.
  useWatch({ control: form.form.control, compute: (values: PrestataireEditInput) => `${values.addresses?.length}-${values.opening_hours?.length}` });

  const dirty = form.form.formState.isDirty && !form.form.formState.isSubmitSuccessful;
  useUnsavedChangesWarning(dirty);

  // A summary link to a field of another tab opens that tab first (a hidden field cannot take the focus).
  const summaryArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = summaryArea.current;
    if (!area) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      const target = anchor ? document.getElementById(anchor.getAttribute('href')!.slice(1)) : null;
      const panel = target?.closest('[role="tabpanel"]');
      const key = panel?.id.replace(`${ID}-panel-`, '');
      if (key && key !== tab) flushSync(() => select(key));
    };
    area.addEventListener('click', onClick, true);
    return () => area.removeEventListener('click', onClick, true);
  });

  const failingTabs = new Set(Object.keys(form.summary.errors).map(tabOfPath));
  const tabLabel = (key: EditorTabKey) => (
    <>
      <FormattedMessage id={`dashboard.listing.tab.${key}`} />
      {failingTabs.has(key) ? <FormattedMessage id="dashboard.listing.tabHasErrors" /> : null}
    </>
  );

  const requestValidation = async () => {
    if (committing.isLoading) return;
    setActionFailure(null);
    if (form.form.formState.isDirty) {
      setActionFailure(intl.formatMessage({ id: 'dashboard.listing.commitDirty' }));
      return;
    }
    try {
      await commit({ slug: listing.slug, prestataire_id: listing.id }).unwrap();
      // A toast, like a save: the editor starts afresh on the pending version the commit made.
      toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.listing.committed' }) });
    } catch (error) {
      setActionFailure(apiFailure(intl, 'dashboard.listing.commitFailed', error));
    }
  };

  const sourceDate = copy.source === 'edit_copy' ? copy.saved_at : copy.pending_version?.submitted_at;
  const failing = Boolean(form.summary.message) || Object.keys(form.summary.errors).length > 0;

  return (
    <>
      <p>
        <FormattedMessage id="dashboard.listing.state" values={{ state: intl.formatMessage({ id: `dashboard.listings.state.${listing.state}` }) }} />
        {' '}
        <FormattedMessage id={`dashboard.listing.source.${copy.source}`} values={{ date: sourceDate ? formatMoment(sourceDate) : '' }} />
      </p>
      {copy.last_rejection ? (
        <p className={styles.warning}>
          <FormattedMessage id="dashboard.listing.rejected" values={{ date: formatMoment(copy.last_rejection.decided_at), reason: copy.last_rejection.reason }} />
        </p>
      ) : null}

      <div role="group" aria-label={intl.formatMessage({ id: 'dashboard.listing.actions' })} className={styles.toolbar}>
        <Button type="submit" form={FORM_ID} aria-disabled={form.busy || undefined}>
          <FormattedMessage id={form.busy ? 'dashboard.form.saving' : 'dashboard.listing.save'} />
        </Button>
        <Button type="button" variant="secondary" aria-disabled={committing.isLoading || undefined} onClick={() => void requestValidation()}>
          <FormattedMessage id={committing.isLoading ? 'dashboard.listing.committing' : 'dashboard.listing.commit'} />
        </Button>
        {listing.validated ? (
          <a href={portalUrl('prestataires-sector-slug', locale, { slug: listing.slug })}>
            <FormattedMessage id="dashboard.listing.publicPage" />
          </a>
        ) : null}
        <Link to={pathFor('dashboard-index-reseau-light-consent', locale)}>
          <FormattedMessage id="dashboard.listing.consent" />
        </Link>
      </div>
      {actionFailure ? <FormAlert>{actionFailure}</FormAlert> : null}

      <TabList idPrefix={ID} label={intl.formatMessage({ id: 'dashboard.listing.tabs' })} tabs={TABS.map((key) => ({ key, label: tabLabel(key) }))} selected={tab} onSelect={select} />
      <form id={FORM_ID} method="post" noValidate aria-label={intl.formatMessage({ id: 'dashboard.listing.edit.title' })} aria-describedby={failing ? `${ID}-summary` : undefined} onSubmit={form.onSubmit}>
        <div ref={summaryArea}>
          <FormErrorSummary id={`${ID}-summary`} {...form.summary} />
        </div>
        {FORM_TABS.map((key) => (
          <TabPanel key={key} idPrefix={ID} tabKey={key} selected={tab}>
            {key === 'general' ? <GeneralTab form={form} /> : null}
            {key === 'addresses' ? <AddressesTab form={form} labels={copy.labels} /> : null}
            {key === 'activities' ? <ActivitiesTab form={form} sectors={sectors} besoins={besoins} /> : null}
            {key === 'tags' ? <TagsTab form={form} labels={copy.labels} /> : null}
          </TabPanel>
        ))}
      </form>
      <TabPanel idPrefix={ID} tabKey="media" selected={tab}>
        <MediaPanel slug={listing.slug} kind="photos" />
        <h2>
          <FormattedMessage id="dashboard.listing.media.videos" />
        </h2>
        <p>
          <FormattedMessage id="dashboard.listing.media.videos.intro" />
        </p>
        {copy.values.video_url ? (
          <p>
            <FormattedMessage id="dashboard.listing.media.current" values={{ url: <a key="url" href={copy.values.video_url}>{copy.values.video_url}</a> }} />
          </p>
        ) : null}
      </TabPanel>
      <TabPanel idPrefix={ID} tabKey="documents" selected={tab}>
        <MediaPanel slug={listing.slug} kind="documents" />
      </TabPanel>
      <TabPanel idPrefix={ID} tabKey="versions" selected={tab}>
        <VersionsPanel slug={listing.slug} listingId={listing.id} />
      </TabPanel>
      <BackToList listRoute="dashboard-index-mes-fiches" labelId="dashboard.listing.back" />
    </>
  );
}

