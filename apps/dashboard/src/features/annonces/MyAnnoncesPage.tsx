import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useListMyAnnoncesQuery } from '@sam/api-client';
import type { ManagedAnnonce, ManagedAnnonceList } from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { useToast } from '@sam/ui';
import { apiErrorMessage } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { QueryContent } from '../../shared/QueryContent';
import { usePageTitle } from '../../shared/usePageTitle';
import { DeleteAnnonceDialog } from './DeleteAnnonceDialog';
import styles from './Annonces.module.css';

const COLUMNS = ['dashboard.annonces.col.title', 'dashboard.annonces.col.price', 'dashboard.annonces.col.status', 'dashboard.annonces.col.expires', 'dashboard.annonces.col.actions'];

/** ?page=N of the list; anything else is the first page. */
const pageOf = (value: string | null) => (value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1);

/** The price in the page's language (fr-BE '12,50 €', nl-BE '€ 12,50'); none or 0 is free. */
function formatPrice(intl: IntlShape, cents: number | null): string {
  if (!cents) return intl.formatMessage({ id: 'dashboard.annonces.free' });
  const whole = cents % 100 === 0;
  return intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
}

/** Expiry days are Brussels days (the portal shows them so). */
const formatDay = (intl: IntlShape, iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' });

/** What the list says of an ad: a published one that is not on the portal any more has expired. */
const statusOf = (annonce: ManagedAnnonce) => (annonce.status === 'published' && !annonce.visible ? 'expired' : annonce.status);

/** annonces: the user's classified ads (drafts and expired ones too), with links to edit them and their deletion. */
export function MyAnnoncesPage() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  usePageTitle('dashboard.annonces.title');
  const [params] = useSearchParams();
  const annonces = useListMyAnnoncesQuery({ locale, page: pageOf(params.get('page')) });

  return (
    <>
      <PageHeading titleId="dashboard.annonces.title">
        <FormattedMessage id="dashboard.annonces.intro" />
      </PageHeading>
      <p>
        <Link className={styles.action} to={pathFor('dashboard-index-annonces-create', locale)}>
          <FormattedMessage id="dashboard.annonces.create" />
        </Link>
      </p>
      <QueryContent query={annonces} failure={`${intl.formatMessage({ id: 'dashboard.annonces.loadFailed' })} ${apiErrorMessage(intl, annonces.error)}`}>
        {(loaded) => <AnnonceTable list={loaded} />}
      </QueryContent>
    </>
  );
}

function AnnonceTable({ list }: { list: ManagedAnnonceList }) {
  const intl = useIntl();
  const toast = useToast();
  const locale = useDashboardLocale();
  const [deleting, setDeleting] = useState<ManagedAnnonce | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const pages = Math.max(1, Math.ceil(list.meta.total / list.meta.per_page));
  const page = list.meta.current_page;

  const cancel = () => {
    const opener = deleting && document.getElementById(`delete-annonce-${deleting.id}`);
    flushSync(() => setDeleting(null));
    opener?.focus();
  };
  const deleted = (title: string) => {
    flushSync(() => setDeleting(null));
    toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.annonces.deleted' }, { title }) });
    heading.current?.focus(); // the row and its button are gone
  };

  return (
    <section aria-labelledby="annonces-heading">
      <h2 id="annonces-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        <FormattedMessage id="dashboard.annonces.list" />
      </h2>
      {list.data.length === 0 ? (
        <p>
          <FormattedMessage id="dashboard.annonces.empty" />
        </p>
      ) : (
        <table className={styles.table}>
          <caption className="sam-visually-hidden">
            <FormattedMessage id="dashboard.annonces.list" />
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((id) => (
                <th key={id} scope="col">
                  <FormattedMessage id={id} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.data.map((annonce) => (
              <tr key={annonce.id}>
                <th scope="row" lang={annonce.locale === locale ? undefined : annonce.locale}>
                  {annonce.title}
                </th>
                <td>{formatPrice(intl, annonce.price_cents)}</td>
                <td>
                  <FormattedMessage id={`dashboard.annonces.status.${statusOf(annonce)}`} />
                </td>
                <td>
                  {annonce.expires_at ? (
                    <time dateTime={annonce.expires_at}>{formatDay(intl, annonce.expires_at)}</time>
                  ) : (
                    <span className={styles.muted}>
                      <FormattedMessage id="dashboard.annonces.noExpiry" />
                    </span>
                  )}
                </td>
                <td>
                  <ul className={styles.actions}>
                    <li>
                      <Link to={pathFor('dashboard-index-annonces-slug', locale, { slug: annonce.slug })}>
                        <FormattedMessage id="dashboard.annonces.edit" values={{ title: annonce.title, hidden: hiddenText }} />
                      </Link>
                    </li>
                    {annonce.visible ? (
                      <li>
                        <a href={portalUrl('annonces-slug', locale, { slug: annonce.slug })}>
                          <FormattedMessage id="dashboard.annonces.viewPublic" values={{ title: annonce.title, hidden: hiddenText }} />
                        </a>
                      </li>
                    ) : null}
                    <li>
                      <button type="button" id={`delete-annonce-${annonce.id}`} className={styles.linkButton} onClick={() => setDeleting(annonce)}>
                        <FormattedMessage id="dashboard.annonces.delete" values={{ title: annonce.title, hidden: hiddenText }} />
                      </button>
                    </li>
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav aria-label={intl.formatMessage({ id: 'dashboard.annonces.pages' })} className={styles.pager}>
          {page > 1 ? (
            <Link to={`?page=${page - 1}`}>
              <FormattedMessage id="dashboard.annonces.previous" />
            </Link>
          ) : null}
          <span>
            <FormattedMessage id="dashboard.annonces.pageOf" values={{ page, pages }} />
          </span>
          {page < pages ? (
            <Link to={`?page=${page + 1}`}>
              <FormattedMessage id="dashboard.annonces.next" />
            </Link>
          ) : null}
        </nav>
      ) : null}
      <DeleteAnnonceDialog annonce={deleting} onCancel={cancel} onDeleted={deleted} />
    </section>
  );
}
