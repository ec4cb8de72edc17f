import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod';
import { useCreateTokenMutation, useListTokensQuery, useRevokeTokenMutation } from '@sam/api-client';
import { API_TOKEN_MAX_LIFETIME_MS, referenceEndpoints, tokenCreateSchema, tokenExpirySchema, type ApiToken } from '@sam/contracts';
import { Button, CopyButton, FormAlert, TextField, useToast } from '@sam/ui';
import { env } from '../../env';
import { apiErrorMessage, apiFailure } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { ListTable } from '../../shared/ListTable';
import { PageHeading } from '../../shared/PageHeading';
import { QueryContent } from '../../shared/QueryContent';
import { FormSection, FormStatus, ServerForm } from '../../shared/ServerForm';
import { usePageTitle } from '../../shared/usePageTitle';
import { useServerForm } from '../../shared/useServerForm';
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

const COLUMNS = ['dashboard.tokens.col.title', 'dashboard.tokens.col.created', 'dashboard.tokens.col.expires', 'dashboard.tokens.col.lastUsed', 'dashboard.tokens.col.actions'];

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

  return (
    <>
      <PageHeading titleId="dashboard.tokens.title">
        <FormattedMessage id="dashboard.tokens.intro" values={{ code: (chunks: ReactNode[]) => <code key="code">{chunks}</code> }} />
      </PageHeading>
      <p>
        <FormattedMessage
          id="dashboard.tokens.reference"
          values={{ link: (chunks: ReactNode[]) => <a key="link" href={`${env.apiUrl.replace(/\/+$/, '')}${referenceEndpoints.page.path}`}>{chunks}</a> }}
        />
      </p>
      {created ? <NewToken created={created} headingRef={createdHeading} onDismiss={() => setCreated(null)} /> : null}
      <QueryContent query={tokens} failure={apiErrorMessage(intl, tokens.error)}>
        {(loaded) => <TokenList tokens={loaded} />}
      </QueryContent>
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
      setStatus({ kind: 'failed', text: apiFailure(intl, 'dashboard.tokens.revoke.failed', failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="tokens-heading" className={styles.list}>
      <h2 id="tokens-heading" ref={listHeading} tabIndex={-1}>
        <FormattedMessage id="dashboard.tokens.list" />
      </h2>
      <FormStatus>{status?.kind === 'done' ? status.text : null}</FormStatus>
      {status?.kind === 'failed' ? <FormAlert>{status.text}</FormAlert> : null}
      <ListTable items={tokens} captionId="dashboard.tokens.list" emptyId="dashboard.tokens.empty" columns={COLUMNS}>
        {(token) => (
          <>
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
                  <FormattedMessage id="dashboard.tokens.revoke" values={{ title: token.title, hidden: hiddenText }} />
                </Button>
              )}
            </td>
          </>
        )}
      </ListTable>
    </section>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedToken) => void }) {
  const [createToken] = useCreateTokenMutation();
  // The date input's bounds: from today to a year from now (the API's limit).
  const [bounds] = useState(() => ({ min: localDay(Date.now()), max: localDay(Date.now() + API_TOKEN_MAX_LIFETIME_MS - 24 * 60 * 60 * 1000) }));
  const creation = useServerForm({
    schema: tokenFormSchema,
    defaultValues: { title: '', expires_at: '' },
    fields: {
      title: { inputId: 'token-title', labelId: 'dashboard.tokens.create.title' },
      expires_at: { inputId: 'token-expires', labelId: 'dashboard.tokens.create.expires' },
    },
    submit: async (values, form) => {
      const answer = await createToken(values).unwrap();
      form.reset();
      onCreated({ title: answer.data.title, token: answer.token });
    },
  });

  return (
    <FormSection id="create-token" heading={<FormattedMessage id="dashboard.tokens.create.heading" />}>
      <ServerForm
        form={creation}
        summaryId="token-summary"
        labelledBy="create-token-heading"
        submitLabel="dashboard.tokens.create.submit"
        busyLabel="dashboard.tokens.create.creating"
      >
        <TextField hint={<FormattedMessage id="dashboard.tokens.create.title.hint" />} autoComplete="off" maxLength={100} {...creation.field('title')} />
        <TextField
          type="date"
          hint={<FormattedMessage id="dashboard.tokens.create.expires.hint" />}
          min={bounds.min}
          max={bounds.max}
          {...creation.field('expires_at')}
        />
      </ServerForm>
    </FormSection>
  );
}
