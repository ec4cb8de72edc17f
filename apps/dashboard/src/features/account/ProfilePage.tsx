import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useCreateProfileMutation, useGetCurrentUserQuery, useGetUserProfileQuery, useUpdateProfileMutation } from '@sam/api-client';
import { profileUpdateSchema, type ProfileResource, type ProfileUpdateInput, type UserWithProfile } from '@sam/contracts';
import { LOCALES, pathFor, type Locale } from '@sam/i18n-routes';
import { Button, Checkbox, FormAlert, Spinner, TextField, useToast } from '@sam/ui';
import { FormErrorSummary, useSummaryFocus, type SummaryField } from '../../shared/FormErrorSummary';
import { applyApiErrors, translateError } from '../../shared/forms';
import { useDashboardLocale } from '../../shared/links';
import { SelectField } from '../../shared/SelectField';
import { usePageTitle } from '../../shared/usePageTitle';
import styles from '../../shared/Forms.module.css';

type ProfileFormValues = z.input<typeof profileUpdateSchema>;

const FORM_ID = 'profile';
const FIELDS = ['first_name', 'last_name', 'phone', 'organisation', 'newsletter', 'locale'] as const;
const inputId = (name: string) => `${FORM_ID}-${name}`;

/** The form's values for a stored profile (or none yet) and account language. */
function formValues(profile: Pick<ProfileResource, 'first_name' | 'last_name' | 'phone' | 'organisation' | 'newsletter'> | null, locale: Locale): ProfileFormValues {
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    phone: profile?.phone ?? '',
    organisation: profile?.organisation ?? '',
    newsletter: profile?.newsletter ?? false,
    locale,
  };
}

/** mon-profil: the user's profile (GET /api/users/{id}), created by the first save when there is none. */
export function ProfilePage() {
  const intl = useIntl();
  usePageTitle('dashboard.profile.title');
  const { data: user } = useGetCurrentUserQuery();
  const account = useGetUserProfileQuery(user?.id ?? 0, { skip: !user });
  if (!user) return null; // the check-auth guard has sent a visitor without a session away

  let content: ReactNode;
  if (account.data) content = <ProfileForm key={account.data.id} account={account.data} />;
  else if (account.isError)
    content = (
      <FormAlert>
        <p>
          <FormattedMessage id="dashboard.profile.loadFailed" />
        </p>
        <Button type="button" variant="secondary" onClick={() => void account.refetch()}>
          <FormattedMessage id="dashboard.retry" />
        </Button>
      </FormAlert>
    );
  else content = <Spinner label={intl.formatMessage({ id: 'dashboard.loading' })} />;

  return (
    <>
      <h1>
        <FormattedMessage id="dashboard.profile.title" />
      </h1>
      <p>
        <FormattedMessage id="dashboard.profile.intro" />
      </p>
      {content}
    </>
  );
}

function ProfileForm({ account }: { account: UserWithProfile }) {
  const intl = useIntl();
  const toast = useToast();
  const locale = useDashboardLocale();
  const [createProfile] = useCreateProfileMutation();
  const [updateProfile] = useUpdateProfileMutation();
  const [alert, setAlert] = useState<string | null>(null);
  // The profile created by this form's first save, until the refetched account carries it.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const profileId = account.profile?.id ?? createdId;
  const { summaryRef, requestFocus } = useSummaryFocus();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: formValues(account.profile, account.locale),
    shouldFocusError: false,
  });
  const t = (id: string) => intl.formatMessage({ id });
  const error = (name: (typeof FIELDS)[number]) => translateError(intl, errors[name]?.message);
  const labels: Record<(typeof FIELDS)[number], string> = {
    first_name: t('dashboard.profile.firstName'),
    last_name: t('dashboard.profile.lastName'),
    phone: t('dashboard.profile.phone'),
    organisation: t('dashboard.profile.organisation'),
    newsletter: t('dashboard.profile.newsletter'),
    locale: t('dashboard.profile.locale'),
  };
  const summaryFields: SummaryField[] = FIELDS.map((name) => ({ name, inputId: inputId(name), label: labels[name] }));

  const onSubmit = handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        // POST /api/profiles/{id} (_method PUT), or POST /api/profiles the first time.
        const saved = profileId ? await updateProfile({ id: profileId, ...values }).unwrap() : await createProfile(values).unwrap();
        setCreatedId(saved.id);
        reset(formValues(saved, saved.locale));
        // Spec §8: 'Modifications saved; your profile was updated'.
        toast.show({ type: 'success', title: t('toast.profileSaved.title'), message: t('toast.profileSaved.message') });
      } catch (failure) {
        setAlert(applyApiErrors(intl, failure, setError, FIELDS));
        requestFocus();
      }
    },
    () => {
      setAlert(null);
      requestFocus();
    },
  );

  const emailLink = (chunks: ReactNode[]) => (
    <Link key="credentials" to={pathFor('dashboard-index-mes-identifiants', locale)}>
      {chunks}
    </Link>
  );

  return (
    <form
      id={FORM_ID}
      className={styles.form}
      method="post"
      noValidate
      onSubmit={(event) => (isSubmitting ? event.preventDefault() : void onSubmit(event))} aria-describedby={alert || Object.keys(errors).length ? `${FORM_ID}-summary` : undefined}>
      <FormErrorSummary id={`${FORM_ID}-summary`} summaryRef={summaryRef} fields={summaryFields} errors={errors} message={alert} />
      {profileId ? null : (
        <p>
          <FormattedMessage id="dashboard.profile.noProfile" />
        </p>
      )}
      <p>
        <FormattedMessage id="dashboard.profile.emailNote" values={{ email: account.email, link: emailLink }} />
      </p>
      <TextField id={inputId('first_name')} label={labels.first_name} autoComplete="given-name" error={error('first_name')} {...register('first_name')} />
      <TextField id={inputId('last_name')} label={labels.last_name} autoComplete="family-name" error={error('last_name')} {...register('last_name')} />
      <TextField
        id={inputId('phone')}
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        hint={<FormattedMessage id="dashboard.profile.phone.hint" />}
        error={error('phone')}
        {...register('phone')}
      />
      <TextField id={inputId('organisation')} label={labels.organisation} autoComplete="organization" error={error('organisation')} {...register('organisation')} />
      <Checkbox id={inputId('newsletter')} label={labels.newsletter} error={error('newsletter')} {...register('newsletter')} />
      <SelectField
        id={inputId('locale')}
        label={labels.locale}
        hint={<FormattedMessage id="dashboard.profile.locale.hint" />}
        error={error('locale')}
        options={LOCALES.map((value) => ({ value, label: t(`nav.language.${value}`), lang: value }))}
        {...register('locale')}
      />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={isSubmitting || undefined}>
          <FormattedMessage id={isSubmitting ? 'dashboard.form.saving' : 'dashboard.profile.save'} />
        </Button>
      </div>
    </form>
  );
}
