import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCreateListingMutation, useListSectorsQuery, useSearchBesoinsQuery } from '@sam/api-client';
import { prestataireCreateSchema, type BesoinSummary, type PrestataireCreateInput, type SectorCount } from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { TextField, useToast } from '@sam/ui';
import { BackToList, EditorPage } from '../../shared/EditorPage';
import { useDashboardLocale } from '../../shared/links';
import { allOf, QueryContent } from '../../shared/QueryContent';
import { SelectField } from '../../shared/SelectField';
import { ServerForm } from '../../shared/ServerForm';
import { AddressFields, addressPlaces } from './AddressFields';
import { useServerForm } from '../../shared/useServerForm';
import styles from './ListingEditor.module.css';

const LIST = 'dashboard-index-mes-fiches';

const FIELDS = {
  title: { inputId: 'listing-title', labelId: 'dashboard.listing.field.title' },
  sector_id: { inputId: 'listing-sector', labelId: 'dashboard.listing.field.sector' },
  besoin_id: { inputId: 'listing-besoin', labelId: 'dashboard.listing.field.besoin' },
} as const;

/** Every need of the guided search (one page holds the whole two-level tree), for the activity pickers. */
export function useActivityReferences() {
  const locale = useDashboardLocale();
  const sectors = useListSectorsQuery();
  const besoins = useSearchBesoinsQuery({ locale, page: 1 });
  return allOf({ sectors, besoins });
}

/** creer-un-prestataire: the short first step (spec §2); on success, the editor of the new draft. */
export function CreateListingPage() {
  const intl = useIntl();
  const references = useActivityReferences();
  return (
    <EditorPage titleId="dashboard.listing.create.title" intro={<FormattedMessage id="dashboard.listing.create.intro" />}>
      {() => (
        <QueryContent query={references} failure={intl.formatMessage({ id: 'dashboard.listing.referencesFailed' })}>
          {(loaded) => <CreateListingForm sectors={loaded.sectors} besoins={loaded.besoins.data} />}
        </QueryContent>
      )}
    </EditorPage>
  );
}

function CreateListingForm({ sectors, besoins }: { sectors: SectorCount[]; besoins: BesoinSummary[] }) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const [createListing] = useCreateListingMutation();
  const choose = { value: '', label: intl.formatMessage({ id: 'dashboard.listing.field.choose' }) };

  const defaultValues: PrestataireCreateInput = {
    title: '',
    sector_id: '',
    besoin_id: '',
    address: { kind: 'head_office', street: '', number: '', box: '', postal_code: '', locality: '', country: 'BE', is_visible: true },
  };
  const form = useServerForm({
    schema: prestataireCreateSchema,
    defaultValues,
    fields: { ...FIELDS, ...addressPlaces('address', 'listing-address', ['kind', 'street', 'number', 'box', 'postal_code', 'locality', 'is_visible']) },
    leavesPage: true,
    submit: async (values) => {
      const created = await createListing(values).unwrap();
      toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.listing.create.created' }, { title: created.title || values.title }) });
      await navigate(pathFor('dashboard-index-mes-fiches-slug', locale, { slug: created.slug }));
    },
  });
  const titleOf = (term: { titre_fr: string; titre_nl: string }) => (locale === 'nl' ? term.titre_nl : term.titre_fr);

  return (
    <>
      <ServerForm form={form} summaryId="listing-create-summary" submitLabel="dashboard.listing.create.submit" busyLabel="dashboard.listing.create.busy">
        <TextField autoComplete="organization" maxLength={190} {...form.field('title', FIELDS.title)} />
        <SelectField options={[choose, ...sectors.map((s) => ({ value: String(s.id), label: titleOf(s) }))]} {...form.field('sector_id', FIELDS.sector_id)} />
        <SelectField options={[choose, ...besoins.map((b) => ({ value: String(b.id), label: b.path }))]} {...form.field('besoin_id', FIELDS.besoin_id)} />
        <fieldset className={styles.fieldset}>
          <legend>
            <FormattedMessage id="dashboard.listing.address.legend" />
          </legend>
          <AddressFields field={form.field} path="address" idPrefix="listing-address" />
        </fieldset>
      </ServerForm>
      <BackToList listRoute={LIST} labelId="dashboard.listing.back" />
    </>
  );
}
