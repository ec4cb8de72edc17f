import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod';
import { useCreateTokenMutation, useListTokensQuery, useRevokeTokenMutation } from '@sam/api-client';
import { API_TOKEN_MAX_LIFETIME_MS, tokenCreateSchema, tokenExpirySchema, type ApiToken, type TokenCreateInput } from '@sam/contracts';
import { Button, CopyButton, FormAlert, Spinner, TextField, useToast } from '@sam/ui';
import { FormErrorSummary, useSummaryFocus } from '../../shared/FormErrorSummary';
import { apiErrorMessage, applyApiErrors, translateError } from '../../shared/forms';
import { usePageTitle } from '../../shared/usePageTitle';
import formStyles from '../../shared/Forms.module.css';
import styles from './TokensPage.module.css';

/** The create form: the API's schema, with the date input's empty value meaning 'never expires'. */
const tokenFormSchema = z.object({
  title: tokenCreateSchema.shape.title,
  expires_at: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(tokenExpirySchema.nullable()),
});
type TokenFormValues = z.input<typeof tokenFormSchema>;

/** Dates in the page's language (fr-BE / nl-BE), in Belgian time. */
const formatDay = (intl: IntlShape, iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' });
/** An expiry picked as a day is stored as the end of that day in UTC (@sam/contracts): show that day. */
const formatExpiry = (intl: IntlShape, iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatMoment = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Brussels' });

/** 'YYYY-MM-DD' of a moment, in the visitor's own time zone (what a date input shows). */
const localDay = (time: number) => {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const hidden = (chunks: ReactNode[]) => (
  <span key="hidden" className="sam-visually-hidden">
    {chunks}
  </span>
);

interface CreatedToken {
  title: string;
  /** The plain-text value: in this page's memory only, and shown this once (spec §3). */
  token: string;
}

/** tokens: the user's API tokens (spec §2, §3): list, create (value shown once), revoke. */
export function TokensPage() {
  const intl = useIntl();
  usePageTitle('dashboard.tokens.title');
  const tokens = useListTokensQuery();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const createdHeading = useRef<HTMLHeadingElement>(null);

  const onCreated = (token: CreatedToken) => {
    flushSync(() => setCreated(token));
    createdHeading.current?.focus();
  };

  let list: ReactNode;
  if (tokens.data) list = <TokenList tokens={tokens.data} />;
  else if (tokens.isError)
    list = (
      <FormAlert>
        <p>{apiErrorMessage(intl, tokens.error)}</p>
        <Button type="button" variant="secondary" onClick={() => void tokens.refetch()}>
          <FormattedMessage id="dashboard.retry" />
        </Button>
      </FormAlert>
    );
  else list = <Spinner label={intl.formatMessage({ id: 'dashboard.loading' })} />;

  return (
    <>
      <h1>
        <FormattedMessage id="dashboard.tokens.title" />
      </h1>
      <p>
        <FormattedMessage id="dashboard.tokens.intro" values={{ code: (chunks: ReactNode[]) => <code key="code">{chunks}</code> }} />
      </p>
      {created ? <NewToken created={created} headingRef={createdHeading} onDismiss={() => setCreated(null)} /> : null}
      {list}
      <CreateTokenForm onCreated={onCreated} />
    </>
  );
}

/** The value of the token just created, with a copy button and the warning that it will not be shown again. */
function NewToken({ created, headingRef, onDismiss }: { created: CreatedToken; headingRef: RefObject<HTMLHeadingElement | null>; onDismiss: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  return (
    <section aria-labelledby="new-token-heading" className={styles.created}>
      <h2 id="new-token-heading" ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="dashboard.tokens.created.heading" values={{ title: created.title }} />
      </h2>
      <p className={styles.warning}>
        <FormattedMessage id="dashboard.tokens.created.warning" />
      </p>
      <p className={styles.valueLabel} id="new-token-label">
        <FormattedMessage id="dashboard.tokens.created.label" />
      </p>
      <code className={styles.value} aria-labelledby="new-token-label" data-testid="new-token-value">
        {created.token}
      </code>
      <div className={formStyles.actions}>
        <CopyButton text={created.token} variant="primary" onCopied={() => toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.tokens.copied' }) })} />
        <Button type="button" variant="secondary" onClick={onDismiss}>
          <FormattedMessage id="dashboard.tokens.created.dismiss" />
        </Button>
      </div>
    </section>
  );
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const intl = useIntl();
  const [revokeToken] = useRevokeTokenMutation();
  const [confirming, setConfirming] = useState<ApiToken | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [now] = useState(() => Date.now());

  const askToRevoke = (token: ApiToken) => {
    setStatus(null);
    flushSync(() => setConfirming(token));
    document.getElementById(`revoke-question-${token.id}`)?.focus();
  };
  const cancel = (token: ApiToken) => {
    flushSync(() => setConfirming(null));
    document.getElementById(`revoke-${token.id}`)?.focus();
  };
  const revoke = async (token: ApiToken) => {
    if (busy) return;
    setBusy(true);
    try {
      await revokeToken(token.id).unwrap();
      flushSync(() => {
        setConfirming(null);
        setStatus({ kind: 'done', text: intl.formatMessage({ id: 'dashboard.tokens.revoked' }, { title: token.title }) });
      });
      listHeading.current?.focus();
    } catch (failure) {
      setStatus({ kind: 'failed', text: `${intl.formatMessage({ id: 'dashboard.tokens.revoke.failed' })} ${apiErrorMessage(intl, failure)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="tokens-heading" className={styles.list}>
      <h2 id="tokens-heading" ref={listHeading} tabIndex={-1}>
        <FormattedMessage id="dashboard.tokens.list" />
      </h2>
      <p role="status" className={`${formStyles.status} ${status?.kind === 'done' ? formStyles.success : ''}`}>
        {status?.kind === 'done' ? status.text : null}
      </p>
      {status?.kind === 'failed' ? <FormAlert>{status.text}</FormAlert> : null}
      {tokens.length === 0 ? (
        <p>
          <FormattedMessage id="dashboard.tokens.empty" />
        </p>
      ) : (
        <table className={styles.table}>
          <caption className="sam-visually-hidden">
            <FormattedMessage id="dashboard.tokens.list" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="dashboard.tokens.col.title" />
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.tokens.col.created" />
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.tokens.col.expires" />
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.tokens.col.lastUsed" />
              </th>
              <th scope="col">
                <FormattedMessage id="dashboard.tokens.col.actions" />
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id}>
                <th scope="row">{token.title}</th>
                <td>
                  <time dateTime={token.created_at}>{formatDay(intl, token.created_at)}</time>
                </td>
                <td>
                  {token.expires_at ? (
                    <>
                      <time dateTime={token.expires_at}>{formatExpiry(intl, token.expires_at)}</time>
                      {Date.parse(token.expires_at) <= now ? (
                        <>
                          {' '}
                          <FormattedMessage id="dashboard.tokens.expired" />
                        </>
                      ) : null}
                    </>
                  ) : (
                    <span className={styles.muted}>
                      <FormattedMessage id="dashboard.tokens.neverExpires" />
                    </span>
                  )}
                </td>
                <td>
                  {token.last_used_at ? (
                    <time dateTime={token.last_used_at}>{formatMoment(intl, token.last_used_at)}</time>
                  ) : (
                    <span className={styles.muted}>
                      <FormattedMessage id="dashboard.tokens.neverUsed" />
                    </span>
                  )}
                </td>
                <td>
                  {confirming?.id === token.id ? (
                    <div role="group" aria-labelledby={`revoke-question-${token.id}`} className={styles.confirm}>
                      <p id={`revoke-question-${token.id}`} tabIndex={-1}>
                        <FormattedMessage id="dashboard.tokens.revoke.confirm" values={{ title: token.title }} />
                      </p>
                      <div className={formStyles.actions}>
                        <Button type="button" className={formStyles.danger} aria-disabled={busy || undefined} onClick={() => void revoke(token)}>
                          <FormattedMessage id="dashboard.tokens.revoke.yes" />
                        </Button>
                        <Button type="button" variant="secondary" onClick={() => cancel(token)}>
                          <FormattedMessage id="dashboard.tokens.revoke.cancel" />
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <Button type="button" variant="secondary" id={`revoke-${token.id}`} onClick={() => askToRevoke(token)}>
                      <FormattedMessage id="dashboard.tokens.revoke" values={{ title: token.title, hidden }} />
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const intl = useIntl();
  const [createToken] = useCreateTokenMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const { summaryRef, requestFocus } = useSummaryFocus();
  // The date input's bounds: from today to a year from now (the API's limit).
  const [bounds] = useState(() => ({ min: localDay(Date.now()), max: localDay(Date.now() + API_TOKEN_MAX_LIFETIME_MS - 24 * 60 * 60 * 1000) }));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TokenFormValues, unknown, TokenCreateInput>({
    resolver: zodResolver(tokenFormSchema),
    defaultValues: { title: '', expires_at: '' },
    shouldFocusError: false,
  });
  const t = (id: string) => intl.formatMessage({ id });
  const fields = [
    { name: 'title', inputId: 'token-title', label: t('dashboard.tokens.create.title') },
    { name: 'expires_at', inputId: 'token-expires', label: t('dashboard.tokens.create.expires') },
  ] as const;

  const onSubmit = handleSubmit(
    async (values) => {
      setAlert(null);
      try {
        const answer = await createToken(values).unwrap();
        reset();
        onCreated({ title: answer.data.title, token: answer.token });
      } catch (failure) {
        setAlert(applyApiErrors(intl, failure, setError, ['title', 'expires_at']));
        requestFocus();
      }
    },
    () => {
      setAlert(null);
      requestFocus();
    },
  );

  return (
    <section aria-labelledby="create-token-heading" className={formStyles.section}>
      <h2 id="create-token-heading">
        <FormattedMessage id="dashboard.tokens.create.heading" />
      </h2>
      <form
        className={formStyles.form}
        method="post"
        noValidate
        aria-labelledby="create-token-heading"
        onSubmit={(event) => (isSubmitting ? event.preventDefault() : void onSubmit(event))}
      >
        <FormErrorSummary id="token-summary" summaryRef={summaryRef} fields={fields} errors={errors} message={alert} />
        <TextField
          id="token-title"
          label={fields[0].label}
          hint={<FormattedMessage id="dashboard.tokens.create.title.hint" />}
          autoComplete="off"
          maxLength={100}
          error={translateError(intl, errors.title?.message)}
          {...register('title')}
        />
        <TextField
          id="token-expires"
          type="date"
          label={fields[1].label}
          hint={<FormattedMessage id="dashboard.tokens.create.expires.hint" />}
          min={bounds.min}
          max={bounds.max}
          error={translateError(intl, errors.expires_at?.message)}
          {...register('expires_at')}
        />
        <div className={formStyles.actions}>
          <Button type="submit" aria-disabled={isSubmitting || undefined}>
            <FormattedMessage id={isSubmitting ? 'dashboard.tokens.create.creating' : 'dashboard.tokens.create.submit'} />
          </Button>
        </div>
      </form>
    </section>
  );
}
