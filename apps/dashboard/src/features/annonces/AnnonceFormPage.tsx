import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { z } from 'zod';
import {
  useCreateAnnonceMutation,
  useGetAnnonceCategoriesQuery,
  useGetAnnonceForEditingQuery,
  useGetCurrentUserQuery,
  useGetPlacesQuery,
  useUpdateAnnonceMutation,
} from '@sam/api-client';
import { ANNONCE_BODY_MAX, ANNONCE_TITLE_MAX, annonceDay, annonceExpiryBounds, annonceWriteSchema, type AnnonceCategory, type ManagedAnnonce, type Place, type User } from '@sam/contracts';
import { LOCALES, type Locale } from '@sam/i18n-routes';
import { TextField } from '@sam/ui';
import { BackToList, EditorPage, useBackToList } from '../../shared/EditorPage';
import { apiFailure } from '../../shared/forms';
import { useDashboardLocale } from '../../shared/links';
import { allOf, QueryContent } from '../../shared/QueryContent';
import { SelectField } from '../../shared/SelectField';
import { ServerForm } from '../../shared/ServerForm';
import { TextAreaField } from '../../shared/TextAreaField';
import { useServerForm } from '../../shared/useServerForm';

type AnnonceFormValues = z.input<typeof annonceWriteSchema>;

/** A new ad runs 30 days unless its author picks another day. */
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

const place = (name: string, labelId: string) => ({ inputId: `annonce-${name}`, labelId: `dashboard.annonces.field.${labelId}` });
/** Every field, in on-screen order (the error summary follows it). */
const FIELDS = {
  title: place('title', 'title'),
  category_id: place('category', 'category'),
  locale: place('locale', 'locale'),
  body: place('body', 'body'),
  price: place('price', 'price'),
  commune_id: place('commune', 'commune'),
  contact_email: place('email', 'email'),
  phone: place('phone', 'phone'),
  prestataire_id: place('prestataire', 'prestataire'),
  expires_at: place('expires', 'expires'),
  status: place('status', 'status'),
};

/** A price in cents as people type it back in euros: '25', '12,50'. */
const typedPrice = (cents: number | null) => (cents === null ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ','));

/** The form's values for a stored ad, or for a new one in the page's language with the account's email. */
function formValues(annonce: ManagedAnnonce | null, user: User, locale: Locale): AnnonceFormValues {
  return {
    title: annonce?.title ?? '',
    category_id: annonce?.category_id ? String(annonce.category_id) : '',
    locale: annonce?.locale ?? locale,
    body: annonce?.body ?? '',
    price: typedPrice(annonce?.price_cents ?? null),
    commune_id: annonce?.commune_id ?? '',
    contact_email: annonce ? (annonce.contact_email ?? '') : user.email,
    phone: annonce?.phone ?? '',
    prestataire_id: annonce?.prestataire ? String(annonce.prestataire.id) : '',
    expires_at: annonce?.expires_at ? annonceDay(annonce.expires_at) : annonceDay(Date.now() + DEFAULT_DAYS * DAY_MS),
    status: annonce?.status === 'published' ? 'published' : annonce ? 'draft' : 'published',
  };
}

const LIST = 'dashboard-index-annonces';

/** annonces/create: a new classified ad. */
export function CreateAnnoncePage() {
  return (
    <EditorPage titleId="dashboard.annonces.create.title" intro={<FormattedMessage id="dashboard.annonces.create.intro" />}>
      {() => <AnnonceEditor annonce={null} />}
    </EditorPage>
  );
}

/** annonces/{slug}: one of the user's ads (GET /api/annonces/{slug}?edit=1), whatever its status. */
export function EditAnnoncePage() {
  const annonce = useGetAnnonceForEditingQuery(useParams().slug ?? '');
  return (
    <EditorPage
      titleId="dashboard.annonces.edit.title"
      intro={<FormattedMessage id="dashboard.annonces.edit.intro" />}
      editing={{ query: annonce, failedId: 'dashboard.annonces.edit.loadFailed' }}
    >
      {(loaded) => <AnnonceEditor key={loaded?.id} annonce={loaded} />}
    </EditorPage>
  );
}

/** The form, once the user, the categories and the communes it offers are loaded. */
function AnnonceEditor({ annonce }: { annonce: ManagedAnnonce | null }) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  // The route guards load the user before any page shows: only the lists can fail.
  const user = useGetCurrentUserQuery();
  const categories = useGetAnnonceCategoriesQuery(locale);
  const communes = useGetPlacesQuery({ type: 'commune', locale });
  const choices = allOf({ user, categories, communes });
  return (
    <>
      <QueryContent query={choices} failure={apiFailure(intl, 'dashboard.annonces.choicesFailed', choices.error)}>
        {(loaded) => <AnnonceForm annonce={annonce} {...loaded} />}
      </QueryContent>
      <BackToList listRoute={LIST} labelId="dashboard.annonces.back" />
    </>
  );
}

interface AnnonceFormProps {
  annonce: ManagedAnnonce | null;
  user: User;
  categories: AnnonceCategory[];
  communes: Place[];
}

/** One form for both pages: the shared schema checks it, a 422 lands on its fields, a success goes back to the list with a toast. */
function AnnonceForm({ annonce, user, categories, communes }: AnnonceFormProps) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const backToList = useBackToList(LIST);
  const [createAnnonce] = useCreateAnnonceMutation();
  const [updateAnnonce] = useUpdateAnnonceMutation();
  const [bounds] = useState(() => annonceExpiryBounds());
  const t = (id: string) => intl.formatMessage({ id });

  const form = useServerForm({
    schema: annonceWriteSchema,
    defaultValues: formValues(annonce, user, locale),
    fields: FIELDS,
    leavesPage: true,
    submit: async (values) => {
      const saved = annonce ? await updateAnnonce({ id: annonce.id, annonce: values }).unwrap() : await createAnnonce(values).unwrap();
      await backToList(saved.status === 'published' ? 'dashboard.annonces.saved.published' : 'dashboard.annonces.saved.draft', saved.title);
    },
  });

  // The user's listings; an admin editing someone else's ad also keeps the listing it has.
  const listings = [...user.prestataires.map(({ id, title }) => ({ id, title }))];
  if (annonce?.prestataire && !listings.some((listing) => listing.id === annonce.prestataire?.id)) listings.push(annonce.prestataire);

  return (
    <ServerForm form={form} summaryId="annonce-summary" submitLabel="dashboard.annonces.save">
      <TextField hint={<FormattedMessage id="dashboard.annonces.field.title.hint" />} maxLength={ANNONCE_TITLE_MAX} autoComplete="off" {...form.field('title')} />
      <SelectField
        options={[{ value: '', label: t('dashboard.annonces.field.category.choose') }, ...categories.map((category) => ({ value: String(category.id), label: category.title }))]}
        {...form.field('category_id')}
      />
      <SelectField options={LOCALES.map((value) => ({ value, label: t(`nav.language.${value}`), lang: value }))} {...form.field('locale')} />
      <TextAreaField hint={<FormattedMessage id="dashboard.annonces.field.body.hint" />} maxLength={ANNONCE_BODY_MAX} rows={10} {...form.field('body')} />
      <TextField hint={<FormattedMessage id="dashboard.annonces.field.price.hint" />} inputMode="decimal" autoComplete="off" {...form.field('price')} />
      <SelectField
        options={[{ value: '', label: t('dashboard.annonces.field.commune.choose') }, ...communes.map((commune) => ({ value: commune.ref_id, label: commune.name }))]}
        {...form.field('commune_id')}
      />
      <TextField type="email" autoComplete="email" hint={<FormattedMessage id="dashboard.annonces.field.contact.hint" />} {...form.field('contact_email')} />
      <TextField type="tel" autoComplete="tel" hint={<FormattedMessage id="dashboard.annonces.field.phone.hint" />} {...form.field('phone')} />
      {listings.length > 0 ? (
        <SelectField
          hint={<FormattedMessage id="dashboard.annonces.field.prestataire.hint" />}
          options={[{ value: '', label: t('dashboard.annonces.field.prestataire.none') }, ...listings.map((listing) => ({ value: String(listing.id), label: listing.title }))]}
          {...form.field('prestataire_id')}
        />
      ) : null}
      <TextField type="date" hint={<FormattedMessage id="dashboard.annonces.field.expires.hint" />} min={bounds.min} max={bounds.max} {...form.field('expires_at')} />
      <SelectField
        hint={<FormattedMessage id="dashboard.annonces.field.status.hint" />}
        options={(['published', 'draft'] as const).map((value) => ({ value, label: t(`dashboard.annonces.field.status.${value}`) }))}
        {...form.field('status')}
      />
    </ServerForm>
  );
}
