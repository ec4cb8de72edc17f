import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import {
  useCreateEventMutation,
  useGetCurrentUserQuery,
  useGetEventCategoriesQuery,
  useGetEventForEditingQuery,
  useGetPlacesQuery,
  useUpdateEventMutation,
} from '@sam/api-client';
import {
  eventWriteSchema,
  isoToEventMoment,
  EVENT_DESCRIPTION_MAX,
  EVENT_TITLE_MAX,
  LOCALES,
  type EventCategory,
  type EventEditable,
  type EventWriteInput,
  type Place,
} from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { TextField } from '@sam/ui';
import { BackToList, EditorPage, useBackToList } from '../../shared/EditorPage';
import { useDashboardLocale } from '../../shared/links';
import { allOf, QueryContent } from '../../shared/QueryContent';
import { SelectField } from '../../shared/SelectField';
import { ServerForm } from '../../shared/ServerForm';
import { TextAreaField } from '../../shared/TextAreaField';
import { useServerForm } from '../../shared/useServerForm';
import styles from './Agenda.module.css';

/** The form's fields with their input ids and labels, in on-screen order. */
const FIELDS = {
  title: { inputId: 'event-title', labelId: 'dashboard.events.field.title' },
  description: { inputId: 'event-description', labelId: 'dashboard.events.field.description' },
  locale: { inputId: 'event-locale', labelId: 'dashboard.events.field.locale' },
  category_id: { inputId: 'event-category', labelId: 'dashboard.events.field.category' },
  prestataire_id: { inputId: 'event-prestataire', labelId: 'dashboard.events.field.prestataire' },
  place: { inputId: 'event-place', labelId: 'dashboard.events.field.place' },
  commune_id: { inputId: 'event-commune', labelId: 'dashboard.events.field.commune' },
  starts_at: { inputId: 'event-starts', labelId: 'dashboard.events.field.starts' },
  ends_at: { inputId: 'event-ends', labelId: 'dashboard.events.field.ends' },
  contact_person: { inputId: 'event-contact', labelId: 'dashboard.events.field.contact' },
  website: { inputId: 'event-website', labelId: 'dashboard.events.field.website' },
  status: { inputId: 'event-status', labelId: 'dashboard.events.field.status' },
} as const;

/** The form's values for a new event (written in the dashboard's language) or a stored one. */
function formValues(event: EventEditable | null, locale: Locale): EventWriteInput {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    locale: event?.locale ?? locale,
    category_id: event?.category_id == null ? '' : String(event.category_id),
    prestataire_id: event?.prestataire ? String(event.prestataire.id) : '',
    place: event?.place ?? '',
    commune_id: event?.commune_id ?? '',
    starts_at: event ? isoToEventMoment(event.starts_at) : '',
    ends_at: event?.ends_at ? isoToEventMoment(event.ends_at) : '',
    contact_person: event?.contact_person ?? '',
    website: event?.website ?? '',
    // An archived event comes back as a draft: publishing it again is a choice.
    status: event && event.status !== 'archived' ? event.status : event ? 'draft' : 'published',
  };
}

const LIST = 'dashboard-index-mon-agenda';

/** mon-agenda/creer-un-evenement. */
export function CreateEventPage() {
  return (
    <EditorPage titleId="dashboard.events.new.title" intro={<FormattedMessage id="dashboard.events.new.intro" />}>
      {() => <EventFormLoader event={null} />}
    </EditorPage>
  );
}

/** mon-agenda/{slug}: the event as stored (any status), in the same form. */
export function EditEventPage() {
  const event = useGetEventForEditingQuery(useParams().slug ?? '');
  return (
    <EditorPage
      titleId="dashboard.events.editing.title"
      intro={event.data ? <FormattedMessage id="dashboard.events.editing.intro" values={{ title: event.data.title }} /> : null}
      editing={{ query: event, failedId: 'dashboard.events.loadOneFailed' }}
    >
      {(loaded) => <EventFormLoader key={loaded?.updated_at} event={loaded} />}
    </EditorPage>
  );
}

/** The categories and communes the form offers, loaded before it shows. */
function EventFormLoader({ event }: { event: EventEditable | null }) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const categories = useGetEventCategoriesQuery(locale);
  const communes = useGetPlacesQuery({ type: 'commune', locale });
  const references = allOf({ categories, communes });
  return (
    <QueryContent query={references} failure={intl.formatMessage({ id: 'dashboard.events.referencesFailed' })}>
      {(loaded) => <EventForm event={event} categories={loaded.categories} communes={loaded.communes} />}
    </QueryContent>
  );
}

interface EventFormProps {
  event: EventEditable | null;
  categories: EventCategory[];
  communes: Place[];
}

function EventForm({ event, categories, communes }: EventFormProps) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const backToList = useBackToList(LIST);
  const { data: user } = useGetCurrentUserQuery();
  const [createEvent] = useCreateEventMutation();
  const [updateEvent] = useUpdateEventMutation();
  const t = (id: string) => intl.formatMessage({ id });

  const form = useServerForm({
    schema: eventWriteSchema,
    defaultValues: formValues(event, locale),
    fields: FIELDS,
    leavesPage: true,
    submit: async (values) => {
      const saved = event ? await updateEvent({ slug: event.slug, event: values }).unwrap() : await createEvent(values).unwrap();
      await backToList(event ? 'dashboard.events.updated' : 'dashboard.events.created', saved.title);
    },
  });

  // The user's listings, and the one already linked if it is not theirs (an admin's choice).
  const listings = (user?.prestataires ?? []).map(({ id, title }) => ({ id, title }));
  const linked = event?.prestataire;
  if (linked && !listings.some((l) => l.id === linked.id)) listings.push({ id: linked.id, title: linked.title });
  const choose = { value: '', label: t('dashboard.events.field.choose') };

  return (
    <>
      <ServerForm form={form} summaryId="event-summary" submitLabel={event ? 'dashboard.events.submit.update' : 'dashboard.events.submit.create'}>
        <TextField autoComplete="off" maxLength={EVENT_TITLE_MAX} {...form.field('title')} />
        <TextAreaField
          hint={<FormattedMessage id="dashboard.events.field.description.hint" />}
          maxLength={EVENT_DESCRIPTION_MAX}
          rows={10}
          {...form.field('description')}
        />
        <SelectField
          hint={<FormattedMessage id="dashboard.events.field.locale.hint" />}
          options={LOCALES.map((value) => ({ value, label: t(`nav.language.${value}`), lang: value }))}
          {...form.field('locale')}
        />
        <SelectField options={[choose, ...categories.map((c) => ({ value: String(c.id), label: c.title }))]} {...form.field('category_id')} />
        {listings.length > 0 ? (
          <SelectField
            hint={<FormattedMessage id="dashboard.events.field.prestataire.hint" />}
            options={[{ value: '', label: t('dashboard.events.field.prestataire.none') }, ...listings.map((l) => ({ value: String(l.id), label: l.title }))]}
            {...form.field('prestataire_id')}
          />
        ) : null}
        <TextField hint={<FormattedMessage id="dashboard.events.field.place.hint" />} maxLength={255} {...form.field('place')} />
        <SelectField
          options={[{ value: '', label: t('dashboard.events.field.commune.none') }, ...communes.map((c) => ({ value: c.ref_id, label: c.name }))]}
          {...form.field('commune_id')}
        />
        <div className={styles.moments}>
          <TextField type="datetime-local" hint={<FormattedMessage id="dashboard.events.field.moment.hint" />} {...form.field('starts_at')} />
          <TextField type="datetime-local" hint={<FormattedMessage id="dashboard.events.field.moment.hint" />} {...form.field('ends_at')} />
        </div>
        <TextField autoComplete="name" maxLength={190} {...form.field('contact_person')} />
        <TextField
          type="url"
          autoComplete="url"
          hint={<FormattedMessage id="dashboard.events.field.website.hint" />}
          maxLength={500}
          {...form.field('website')}
        />
        <SelectField
          options={(['published', 'draft'] as const).map((value) => ({ value, label: t(`dashboard.events.field.status.${value}`) }))}
          {...form.field('status')}
        />
      </ServerForm>
      <BackToList listRoute={LIST} labelId="dashboard.events.back" />
    </>
  );
}
