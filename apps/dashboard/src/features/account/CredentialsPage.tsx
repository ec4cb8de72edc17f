import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useChangeEmailMutation, useChangePasswordMutation, useDeleteAccountMutation, useGetCurrentUserQuery } from '@sam/api-client';
import { accountDeletionSchema, emailChangeSchema, passwordChangeSchema, type User } from '@sam/contracts';
import { TextField } from '@sam/ui';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { leaveDashboardFor } from '../../shared/navigation';
import { PageHeading } from '../../shared/PageHeading';
import { FormSection, ServerForm } from '../../shared/ServerForm';
import { queueToastForPortal } from '../../shared/toast-handoff';
import { usePageTitle } from '../../shared/usePageTitle';
import { useServerForm } from '../../shared/useServerForm';

const strong = (chunks: ReactNode[]) => <strong key="strong">{chunks}</strong>;

/** mes-identifiants: password, email address and deletion of the account (spec §2, §5). */
export function CredentialsPage() {
  usePageTitle('dashboard.credentials.title');
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null; // the check-auth guard has sent a visitor without a session away
  return (
    <>
      <PageHeading titleId="dashboard.credentials.title">
        <FormattedMessage id="dashboard.credentials.intro" />
      </PageHeading>
      <PasswordSection />
      <EmailSection user={user} />
      <DeleteAccountSection user={user} />
    </>
  );
}

/** Spec §5: current, new and confirmation. The API ends every other session of the user. */
function PasswordSection() {
  const [changePassword] = useChangePasswordMutation();
  const password = useServerForm({
    schema: passwordChangeSchema,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    fields: {
      current_password: { inputId: 'password-current', labelId: 'dashboard.credentials.password.current' },
      password: { inputId: 'password-new', labelId: 'dashboard.credentials.password.new' },
      password_confirmation: { inputId: 'password-confirmation', labelId: 'dashboard.credentials.password.confirm' },
    },
    submit: async (values, form) => {
      await changePassword(values).unwrap();
      form.reset();
      return true;
    },
  });

  return (
    <FormSection id="password" heading={<FormattedMessage id="dashboard.credentials.password.heading" />}>
      <ServerForm
        form={password}
        summaryId="password-summary"
        labelledBy="password-heading"
        submitLabel="dashboard.credentials.password.submit"
        status={password.result ? <FormattedMessage id="dashboard.credentials.password.done" /> : null}
      >
        <TextField type="password" autoComplete="current-password" {...password.field('current_password')} />
        <TextField type="password" autoComplete="new-password" hint={<FormattedMessage id="dashboard.credentials.password.new.hint" />} {...password.field('password')} />
        <TextField type="password" autoComplete="new-password" {...password.field('password_confirmation')} />
      </ServerForm>
    </FormSection>
  );
}

/** New address and the current password; the account is unverified until the mailed link is followed. */
function EmailSection({ user }: { user: User }) {
  const [changeEmail] = useChangeEmailMutation();
  const email = useServerForm({
    schema: emailChangeSchema,
    defaultValues: { email: '', current_password: '' },
    fields: {
      email: { inputId: 'email-new', labelId: 'dashboard.credentials.email.new' },
      current_password: { inputId: 'email-password', labelId: 'dashboard.credentials.email.password' },
    },
    submit: async (values, form) => {
      await changeEmail(values).unwrap();
      form.reset();
      return values.email;
    },
  });

  return (
    <FormSection id="email" heading={<FormattedMessage id="dashboard.credentials.email.heading" />}>
      <p>
        <FormattedMessage id="dashboard.credentials.email.current" values={{ email: user.email, strong }} />
      </p>
      <ServerForm
        form={email}
        summaryId="email-summary"
        labelledBy="email-heading"
        submitLabel="dashboard.credentials.email.submit"
        status={email.result ? <FormattedMessage id="dashboard.credentials.email.done" values={{ email: email.result, strong }} /> : null}
      >
        <TextField type="email" autoComplete="email" {...email.field('email')} />
        <TextField type="password" autoComplete="current-password" {...email.field('current_password')} />
      </ServerForm>
    </FormSection>
  );
}

/**
 * Spec §5: the account email typed again confirms the deletion; anything else is 'please give a
 * valid e-mail address' (checked here, and by the API with a 422 on `email`). Then spec §8's toast
 * on the portal home.
 */
function DeleteAccountSection({ user }: { user: User }) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const [deleteAccount] = useDeleteAccountMutation();
  const schema = useMemo(
    () => accountDeletionSchema.refine((value) => value.email === user.email.trim().toLowerCase(), { message: 'validation.email', path: ['email'] }),
    [user.email],
  );
  const deletion = useServerForm({
    schema,
    defaultValues: { email: '' },
    fields: { email: { inputId: 'delete-email', labelId: 'dashboard.credentials.delete.email' } },
    submit: async (values) => {
      await deleteAccount(values).unwrap();
      queueToastForPortal({ type: 'success', message: intl.formatMessage({ id: 'toast.accountDeleted.message' }) });
      leaveDashboardFor(portalUrl('index', locale));
    },
    leavesPage: true,
  });

  return (
    <FormSection id="delete" heading={<FormattedMessage id="dashboard.credentials.delete.heading" />}>
      <p>
        <FormattedMessage id="dashboard.credentials.delete.warning" values={{ strong }} />
      </p>
      <ServerForm
        form={deletion}
        summaryId="delete-summary"
        labelledBy="delete-heading"
        submitLabel="dashboard.credentials.delete.submit"
        busyLabel="dashboard.credentials.delete.deleting"
        danger
      >
        <TextField
          type="email"
          autoComplete="off"
          hint={<FormattedMessage id="dashboard.credentials.delete.email.hint" values={{ email: user.email, strong }} />}
          {...deletion.field('email')}
        />
      </ServerForm>
    </FormSection>
  );
}
