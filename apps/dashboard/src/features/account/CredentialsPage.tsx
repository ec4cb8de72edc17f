import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { useChangeEmailMutation, useChangePasswordMutation, useDeleteAccountMutation, useGetCurrentUserQuery } from '@sam/api-client';
import {
  accountDeletionSchema,
  emailChangeSchema,
  passwordChangeSchema,
  type AccountDeletionInput,
  type EmailChangeInput,
  type PasswordChangeInput,
  type User,
} from '@sam/contracts';
import { Button, TextField } from '@sam/ui';
import { FormErrorSummary, useSummaryFocus } from '../../shared/FormErrorSummary';
import { applyApiErrors, translateError } from '../../shared/forms';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { leaveDashboardFor } from '../../shared/navigation';
import { queueToastForPortal } from '../../shared/toast-handoff';
import { usePageTitle } from '../../shared/usePageTitle';
import styles from '../../shared/Forms.module.css';

const strong = (chunks: ReactNode[]) => <strong key="strong">{chunks}</strong>;

/** mes-identifiants: password, email address and deletion of the account (spec §2, §5). */
export function CredentialsPage() {
  usePageTitle('dashboard.credentials.title');
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null; // the check-auth guard has sent a visitor without a session away
  return (
    <>
      <h1>
        <FormattedMessage id="dashboard.credentials.title" />
      </h1>
      <p>
        <FormattedMessage id="dashboard.credentials.intro" />
      </p>
      <PasswordSection />
      <EmailSection user={user} />
      <DeleteAccountSection user={user} />
    </>
  );
}

/** A section of the page: heading, text and its form, named by the heading. */
function Section({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage id={`dashboard.credentials.${id}.heading`} />
      </h2>
      {children}
    </section>
  );
}

/** Spec §5: current, new and confirmation. The API ends every other session of the user. */
function PasswordSection() {
  const intl = useIntl();
  const [changePassword] = useChangePasswordMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { summaryRef, requestFocus } = useSummaryFocus();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    shouldFocusError: false,
  });
  const t = (id: string) => intl.formatMessage({ id });
  const fields = [
    { name: 'current_password', inputId: 'password-current', label: t('dashboard.credentials.password.current') },
    { name: 'password', inputId: 'password-new', label: t('dashboard.credentials.password.new') },
    { name: 'password_confirmation', inputId: 'password-confirmation', label: t('dashboard.credentials.password.confirm') },
  ] as const;
  const error = (name: keyof PasswordChangeInput) => translateError(intl, errors[name]?.message);

  const onSubmit = handleSubmit(
    async (values) => {
      setAlert(null);
      setDone(false);
      try {
        await changePassword(values).unwrap();
        reset();
        setDone(true);
      } catch (failure) {
        setAlert(applyApiErrors(intl, failure, setError, ['current_password', 'password', 'password_confirmation']));
        requestFocus();
      }
    },
    () => {
      setAlert(null);
      setDone(false);
      requestFocus();
    },
  );

  return (
    <Section id="password">
      <form
        className={styles.form}
        method="post"
        noValidate
        aria-labelledby="password-heading"
        onSubmit={(event) => (isSubmitting ? event.preventDefault() : void onSubmit(event))}
      >
        <FormErrorSummary id="password-summary" summaryRef={summaryRef} fields={fields} errors={errors} message={alert} />
        <TextField
          id="password-current"
          type="password"
          autoComplete="current-password"
          label={fields[0].label}
          error={error('current_password')}
          {...register('current_password')}
        />
        <TextField
          id="password-new"
          type="password"
          autoComplete="new-password"
          label={fields[1].label}
          hint={<FormattedMessage id="dashboard.credentials.password.new.hint" />}
          error={error('password')}
          {...register('password')}
        />
        <TextField
          id="password-confirmation"
          type="password"
          autoComplete="new-password"
          label={fields[2].label}
          error={error('password_confirmation')}
          {...register('password_confirmation')}
        />
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={isSubmitting || undefined}>
            <FormattedMessage id={isSubmitting ? 'dashboard.form.saving' : 'dashboard.credentials.password.submit'} />
          </Button>
        </div>
        <p role="status" className={`${styles.status} ${done ? styles.success : ''}`}>
          {done ? <FormattedMessage id="dashboard.credentials.password.done" /> : null}
        </p>
      </form>
    </Section>
  );
}

/** New address and the current password; the account is unverified until the mailed link is followed. */
function EmailSection({ user }: { user: User }) {
  const intl = useIntl();
  const [changeEmail] = useChangeEmailMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const { summaryRef, requestFocus } = useSummaryFocus();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailChangeInput>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '', current_password: '' },
    shouldFocusError: false,
  });
  const t = (id: string) => intl.formatMessage({ id });
  const fields = [
    { name: 'email', inputId: 'email-new', label: t('dashboard.credentials.email.new') },
    { name: 'current_password', inputId: 'email-password', label: t('dashboard.credentials.email.password') },
  ] as const;
  const error = (name: keyof EmailChangeInput) => translateError(intl, errors[name]?.message);

  const onSubmit = handleSubmit(
    async (values) => {
      setAlert(null);
      setChangedTo(null);
      try {
        await changeEmail(values).unwrap();
        reset();
        setChangedTo(values.email);
      } catch (failure) {
        setAlert(applyApiErrors(intl, failure, setError, ['email', 'current_password']));
        requestFocus();
      }
    },
    () => {
      setAlert(null);
      setChangedTo(null);
      requestFocus();
    },
  );

  return (
    <Section id="email">
      <p>
        <FormattedMessage id="dashboard.credentials.email.current" values={{ email: user.email, strong }} />
      </p>
      <form
        className={styles.form}
        method="post"
        noValidate
        aria-labelledby="email-heading"
        onSubmit={(event) => (isSubmitting ? event.preventDefault() : void onSubmit(event))}
      >
        <FormErrorSummary id="email-summary" summaryRef={summaryRef} fields={fields} errors={errors} message={alert} />
        <TextField id="email-new" type="email" autoComplete="email" label={fields[0].label} error={error('email')} {...register('email')} />
        <TextField
          id="email-password"
          type="password"
          autoComplete="current-password"
          label={fields[1].label}
          error={error('current_password')}
          {...register('current_password')}
        />
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={isSubmitting || undefined}>
            <FormattedMessage id={isSubmitting ? 'dashboard.form.saving' : 'dashboard.credentials.email.submit'} />
          </Button>
        </div>
        <p role="status" className={`${styles.status} ${changedTo ? styles.success : ''}`}>
          {changedTo ? <FormattedMessage id="dashboard.credentials.email.done" values={{ email: changedTo, strong }} /> : null}
        </p>
      </form>
    </Section>
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
  const [alert, setAlert] = useState<string | null>(null);
  const { summaryRef, requestFocus } = useSummaryFocus();
  const schema = useMemo(
    () => accountDeletionSchema.refine((value) => value.email === user.email.trim().toLowerCase(), { message: 'validation.email', path: ['email'] }),
    [user.email],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<AccountDeletionInput>({ resolver: zodResolver(schema), defaultValues: { email: '' }, shouldFocusError: false });
  const fields = [{ name: 'email', inputId: 'delete-email', label: intl.formatMessage({ id: 'dashboard.credentials.delete.email' }) }] as const;

  const onSubmit = handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        await deleteAccount(values).unwrap();
      } catch (failure) {
        setAlert(applyApiErrors(intl, failure, setError, ['email']));
        requestFocus();
        // react-hook-form counts a handled failure as a successful submit: say otherwise.
        throw failure;
      }
      queueToastForPortal({ type: 'success', message: intl.formatMessage({ id: 'toast.accountDeleted.message' }) });
      leaveDashboardFor(portalUrl('index', locale));
    },
    () => {
      setAlert(null);
      requestFocus();
    },
  );
  const busy = isSubmitting || (isSubmitSuccessful && !alert);

  return (
    <Section id="delete">
      <p>
        <FormattedMessage id="dashboard.credentials.delete.warning" values={{ strong }} />
      </p>
      <form
        className={styles.form}
        method="post"
        noValidate
        aria-labelledby="delete-heading"
        onSubmit={(event) => (busy ? event.preventDefault() : void onSubmit(event).catch(() => undefined))}
      >
        <FormErrorSummary id="delete-summary" summaryRef={summaryRef} fields={fields} errors={errors} message={alert} />
        <TextField
          id="delete-email"
          type="email"
          autoComplete="off"
          label={fields[0].label}
          hint={<FormattedMessage id="dashboard.credentials.delete.email.hint" values={{ email: user.email, strong }} />}
          error={translateError(intl, errors.email?.message)}
          {...register('email')}
        />
        <div className={styles.actions}>
          <Button type="submit" className={styles.danger} aria-disabled={busy || undefined}>
            <FormattedMessage id={busy ? 'dashboard.credentials.delete.deleting' : 'dashboard.credentials.delete.submit'} />
          </Button>
        </div>
      </form>
    </Section>
  );
}
