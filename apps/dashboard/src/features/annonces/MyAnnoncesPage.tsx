import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useDeleteAnnonceMutation, useListMyAnnoncesQuery } from '@sam/api-client';
import type { ManagedAnnonce } from '@sam/contracts';
import { useDashboardLocale } from '../../shared/links';
import { OwnListPage, usePageNumber, type OwnListRoutes, type OwnListTexts } from '../../shared/OwnListPage';
import styles from './Annonces.module.css';

const TEXTS: OwnListTexts = {
  title: 'dashboard.annonces.title',
  intro: 'dashboard.annonces.intro',
  create: 'dashboard.annonces.create',
  loadFailed: 'dashboard.annonces.loadFailed',
  list: 'dashboard.annonces.list',
  empty: 'dashboard.annonces.empty',
  columns: ['dashboard.annonces.col.title', 'dashboard.annonces.col.price', 'dashboard.annonces.col.status', 'dashboard.annonces.col.expires', 'dashboard.annonces.col.actions'],
  edit: 'dashboard.annonces.edit',
  viewPublic: 'dashboard.annonces.viewPublic',
  delete: 'dashboard.annonces.delete',
  deleted: 'dashboard.annonces.deleted',
  pages: 'dashboard.annonces.pages',
  previous: 'dashboard.annonces.previous',
  next: 'dashboard.annonces.next',
  pageOf: 'dashboard.annonces.pageOf',
  confirmDelete: {
    heading: 'dashboard.annonces.delete.title',
    question: 'dashboard.annonces.delete.question',
    confirm: 'dashboard.annonces.delete.yes',
    busy: 'dashboard.annonces.deleting',
    cancel: 'dashboard.annonces.delete.cancel',
    failed: 'dashboard.annonces.delete.failed',
  },
};

const ROUTES: OwnListRoutes = { create: 'dashboard-index-annonces-create', edit: 'dashboard-index-annonces-slug', public: 'annonces-slug' };

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
  const annonces = useListMyAnnoncesQuery({ locale, page: usePageNumber() });
  const [deleteAnnonce] = useDeleteAnnonceMutation();

  return (
    <OwnListPage
      name="annonces"
      texts={TEXTS}
      routes={ROUTES}
      query={annonces}
      isPublic={(annonce) => annonce.visible}
      remove={(annonce) => deleteAnnonce(annonce.id).unwrap()}
    >
      {(annonce) => (
        <>
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
        </>
      )}
    </OwnListPage>
  );
}
