import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useGetOffreCategoriesQuery, useSearchOffresQuery, type OffreList } from '@sam/api-client';
import type { OffreCategory } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { apiErrorMessage } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { QueryContent } from '../../shared/QueryContent';
import { usePageTitle } from '../../shared/usePageTitle';
import { OffreValidity } from './OffreValidity';
import styles from './Offres.module.css';

/** ?categorie=…&page=…, as the portal's categorised lists (page 1 left out). */
function offresHref(locale: Locale, category: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set('categorie', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${pathFor('dashboard-index-offres', locale)}${search ? `?${search}` : ''}`;
}

const pageOf = (value: string | null) => (value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1);

/** offres: the partner offers valid today (POST /api/offres/search), by category, 30 a page (spec §9). */
export function OffresPage() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const [params] = useSearchParams();
  const category = params.get('categorie') || null;
  const page = pageOf(params.get('page'));
  usePageTitle('dashboard.offres.title');
  const categories = useGetOffreCategoriesQuery(locale);
  const offres = useSearchOffresQuery({ locale, page, ...(category ? { category } : {}) });
  // Like the API, a slug of either language names the category (an address shared from the other language).
  const current = (category && categories.data?.find((c) => c.slug_fr === category || c.slug_nl === category)) || null;

  return (
    <>
      <PageHeading titleId="dashboard.offres.title">
        <FormattedMessage id="dashboard.offres.intro" />
      </PageHeading>
      <QueryContent query={categories} failure={<FormattedMessage id="dashboard.offres.categoriesFailed" />}>
        {(loaded) => <CategoryFilter locale={locale} categories={loaded} current={current} />}
      </QueryContent>
      <section aria-labelledby="offres-list" className={styles.list}>
        <h2 id="offres-list">
          <FormattedMessage id="dashboard.offres.list" />
        </h2>
        {/* Always on the page, so that a new count is announced after each filter or page change. */}
        <p className={styles.count} role="status">
          {offres.currentData ? <OffreCount total={offres.currentData.meta.total} current={current} /> : null}
        </p>
        {/* currentData: no offers of the previous filter while the next ones load. */}
        <QueryContent
          query={{ data: offres.currentData, isError: offres.isError, refetch: offres.refetch }}
          failure={`${intl.formatMessage({ id: 'dashboard.offres.loadFailed' })} ${apiErrorMessage(intl, offres.error)}`}
        >
          {(loaded) => <OffreCards locale={locale} list={loaded} category={category} />}
        </QueryContent>
      </section>
    </>
  );
}

function CategoryFilter({ locale, categories, current }: { locale: Locale; categories: OffreCategory[]; current: OffreCategory | null }) {
  const intl = useIntl();
  return (
    <nav className={styles.filters} aria-labelledby="offres-filters">
      <h2 id="offres-filters">
        <FormattedMessage id="dashboard.offres.filter.label" />
      </h2>
      <ul>
        <li>
          <Link className={styles.chip} to={offresHref(locale, null)} aria-current={current ? undefined : 'page'}>
            <FormattedMessage id="dashboard.offres.filter.all" />
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <Link className={styles.chip} to={offresHref(locale, c.slug)} aria-current={current?.id === c.id ? 'page' : undefined}>
              {intl.formatMessage({ id: 'dashboard.offres.filter.count' }, { title: c.title, count: c.count })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OffreCount({ total, current }: { total: number; current: OffreCategory | null }) {
  return current ? (
    <FormattedMessage id="dashboard.offres.countIn" values={{ total, category: current.title }} />
  ) : (
    <FormattedMessage id="dashboard.offres.count" values={{ total }} />
  );
}

function OffreCards({ locale, list, category }: { locale: Locale; list: OffreList; category: string | null }) {
  const intl = useIntl();
  const { total, per_page: perPage, current_page: page } = list.meta;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <>
      {list.data.length === 0 ? (
        <p>
          <FormattedMessage id="dashboard.offres.empty" />
        </p>
      ) : (
        <ul className={styles.cards}>
          {list.data.map((offre) => (
            <li key={offre.id}>
              <article className={styles.card} aria-labelledby={`offre-${offre.id}`}>
                <h3 id={`offre-${offre.id}`} className={styles.cardTitle}>
                  <Link to={pathFor('dashboard-index-offres-id', locale, { id: String(offre.id) })}>{offre.title}</Link>
                </h3>
                {offre.category ? (
                  <p className={styles.cardCategory}>
                    <FormattedMessage id="dashboard.offres.card.category" values={{ title: offre.category.title, hidden: hiddenText }} />
                  </p>
                ) : null}
                <p className={styles.cardMeta}>
                  <OffreValidity offre={offre} />
                </p>
                {offre.prestataire ? (
                  <p className={styles.cardMeta}>
                    <FormattedMessage id="dashboard.offres.card.partner" values={{ title: offre.prestataire.title }} />
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'dashboard.offres.pagination.label' })}>
          {page > 1 ? (
            <Link to={offresHref(locale, category, page - 1)} rel="prev">
              <FormattedMessage id="dashboard.offres.pagination.previous" />
            </Link>
          ) : null}
          <p>
            <FormattedMessage id="dashboard.offres.pagination.status" values={{ page, pages }} />
          </p>
          {page < pages ? (
            <Link to={offresHref(locale, category, page + 1)} rel="next">
              <FormattedMessage id="dashboard.offres.pagination.next" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
