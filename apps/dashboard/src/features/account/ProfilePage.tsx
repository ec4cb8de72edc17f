import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useCreateProfileMutation, useGetCurrentUserQuery, useGetUserProfileQuery, useUpdateProfileMutation } from '@sam/api-client';
import { profileUpdateSchema, type ProfileResource, type UserWithProfile } from '@sam/contracts';
import { LOCALES, pathFor, type Locale } from '@sam/i18n-routes';
import { Checkbox, TextField, useToast } from '@sam/ui';
import { useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { QueryContent } from '../../shared/QueryContent';
import { SelectField } from '../../shared/SelectField';
import { ServerForm } from '../../shared/ServerForm';
import { usePageTitle } from '../../shared/usePageTitle';
import { useServerForm } from '../../shared/useServerForm';

type ProfileFormValues = z.input<typeof profileUpdateSchema>;

const place = (name: string, labelId: string) => ({ inputId: `profile-${name}`, labelId });

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
  usePageTitle('dashboard.profile.title');
  const { data: user } = useGetCurrentUserQuery();
  const account = useGetUserProfileQuery(user?.id ?? 0, { skip: !user });
  if (!user) return null; // the check-auth guard has sent a visitor without a session away

  return (
    <>
      <PageHeading titleId="dashboard.profile.title">
        <FormattedMessage id="dashboard.profile.intro" />
      </PageHeading>
      <QueryContent query={account} failure={<FormattedMessage id="dashboard.profile.loadFailed" />}>
        {(loaded) => <ProfileForm key={loaded.id} account={loaded} />}
      </QueryContent>
    </>
  );
}

function ProfileForm({ account }: { account: UserWithProfile }) {
  const intl = useIntl();
  const toast = useToast();
  const locale = useDashboardLocale();
  const [createProfile] = useCreateProfileMutation();
  const [updateProfile] = useUpdateProfileMutation();
  // The profile created by this form's first save, until the refetched account carries it.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const profileId = account.profile?.id ?? createdId;
  const t = (id: string) => intl.formatMessage({ id });
  const profile = useServerForm({
    schema: profileUpdateSchema,
    defaultValues: formValues(account.profile, account.locale),
    fields: {
      first_name: place('first_name', 'dashboard.profile.firstName'),
      last_name: place('last_name', 'dashboard.profile.lastName'),
      phone: place('phone', 'dashboard.profile.phone'),
      organisation: place('organisation', 'dashboard.profile.organisation'),
      newsletter: place('newsletter', 'dashboard.profile.newsletter'),
      locale: place('locale', 'dashboard.profile.locale'),
    },
    submit: async (values, form) => {
      // POST /api/profiles/{id} (_method PUT), or POST /api/profiles the first time.
      const saved = profileId ? await updateProfile({ id: profileId, ...values }).unwrap() : await createProfile(values).unwrap();
      setCreatedId(saved.id);
      form.reset(formValues(saved, saved.locale));
      // Spec §8: 'Modifications saved; your profile was updated'.
      toast.show({ type: 'success', title: t('toast.profileSaved.title'), message: t('toast.profileSaved.message') });
    },
  });

  const emailLink = (chunks: ReactNode[]) => (
    <Link key="credentials" to={pathFor('dashboard-index-mes-identifiants', locale)}>
      {chunks}
    </Link>
  );

  return (
    <ServerForm form={profile} summaryId="profile-summary" submitLabel="dashboard.profile.save">
      {profileId ? null : (
        <p>
          <FormattedMessage id="dashboard.profile.noProfile" />
        </p>
      )}
      <p>
        <FormattedMessage id="dashboard.profile.emailNote" values={{ email: account.email, link: emailLink }} />
      </p>
      <TextField autoComplete="given-name" {...profile.field('first_name')} />
      <TextField autoComplete="family-name" {...profile.field('last_name')} />
      <TextField type="tel" autoComplete="tel" hint={<FormattedMessage id="dashboard.profile.phone.hint" />} {...profile.field('phone')} />
      <TextField autoComplete="organization" {...profile.field('organisation')} />
      <Checkbox {...profile.field('newsletter')} />
      <SelectField
        hint={<FormattedMessage id="dashboard.profile.locale.hint" />}
        options={LOCALES.map((value) => ({ value, label: t(`nav.language.${value}`), lang: value }))}
        {...profile.field('locale')}
      />
    </ServerForm>
  );
}
