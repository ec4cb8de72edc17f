import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { ListMeta, Locale } from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { useToast } from '@sam/ui';
import { ConfirmDialog, type ConfirmTexts } from './ConfirmDialog';
import { apiFailure } from './forms';
import { hiddenText } from './hidden-text';
import { portalUrl, useDashboardLocale } from './links';
import { ListTable } from './ListTable';
import { PageHeading } from './PageHeading';
import { QueryContent, type QueryState } from './QueryContent';
import { usePageTitle } from './usePageTitle';
import styles from './OwnListPage.module.css';

/** Message ids of a list page; edit, viewPublic, delete and deleted get the item's title as {title}. */
export interface OwnListTexts {
  title: string;
  intro: string;
  create: string;
  loadFailed: string;
  /** The list's heading (and the table's name). */
  list: string;
  empty: string;
  /** Every column header, the title's first and the actions' last. */
  columns: readonly string[];
  edit: string;
  viewPublic: string;
  delete: string;
  deleted: string;
  /** The pager: its name, its links and 'Page {page} of {pages}'. */
  pages: string;
  previous: string;
  next: string;
  pageOf: string;
  confirmDelete: ConfirmTexts;
}

/** Names of the routes a list page links to: its create page, an item's edit page (dashboard) and public page (portal), both by slug. */
export interface OwnListRoutes {
  create: string;
  edit: string;
  public: string;
}

/** What the list shows and links of every item, whatever else its own columns show. */
interface OwnItem {
  id: number;
  slug: string;
  title: string;
  locale: Locale;
}

interface OwnListPageProps<T extends OwnItem> {
  /** Names the ids in the page: `${name}-heading`, `${name}-delete-${id}`. */
  name: string;
  texts: OwnListTexts;
  routes: OwnListRoutes;
  /** The page of the list asked for with usePageNumber(). */
  query: QueryState<{ data: T[]; meta: ListMeta }> & { error?: unknown };
  /** Whether it shows on the portal (and gets a link to it). */
  isPublic: (item: T) => boolean;
  /** Deletes it; what it throws is said in the confirmation dialog. */
  remove: (item: T) => Promise<unknown>;
  /** The cells between the title and the actions. */
  children: (item: T) => ReactNode;
}

/** ?page=N of the list; anything else is the first page. */
export function usePageNumber(): number {
  const value = useSearchParams()[0].get('page');
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}

/**
 * A page of the things the user wrote (drafts too), 30 a page (spec §9): a link to create one, and
 * for each its edit link, its public page while it has one, and its deletion after a confirmation.
 */
export function OwnListPage<T extends OwnItem>({ texts, routes, query, ...table }: OwnListPageProps<T>) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  usePageTitle(texts.title);
  return (
    <>
      <PageHeading titleId={texts.title}>
        <FormattedMessage id={texts.intro} />
      </PageHeading>
      <p>
        <Link className={styles.action} to={pathFor(routes.create, locale)}>
          <FormattedMessage id={texts.create} />
        </Link>
      </p>
      <QueryContent query={query} failure={apiFailure(intl, texts.loadFailed, query.error)}>
        {(list) => <OwnList list={list} texts={texts} routes={routes} {...table} />}
      </QueryContent>
    </>
  );
}

type OwnListProps<T extends OwnItem> = Omit<OwnListPageProps<T>, 'query'> & { list: { data: T[]; meta: ListMeta } };

function OwnList<T extends OwnItem>({ name, texts, routes, list, isPublic, remove, children }: OwnListProps<T>) {
  const intl = useIntl();
  const toast = useToast();
  const locale = useDashboardLocale();
  const [deleting, setDeleting] = useState<T | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleteId = (item: T) => `${name}-delete-${item.id}`;

  const deleted = (item: T) => {
    setDeleting(null);
    toast.show({ type: 'success', message: intl.formatMessage({ id: texts.deleted }, { title: item.title }) });
    heading.current?.focus(); // the row and its button are gone
  };

  return (
    <section aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`} ref={heading} tabIndex={-1} className={styles.heading}>
        <FormattedMessage id={texts.list} />
      </h2>
      <ListTable items={list.data} captionId={texts.list} emptyId={texts.empty} columns={texts.columns}>
        {(item) => {
          const values = { title: item.title, hidden: hiddenText };
          return (
            <>
              <th scope="row" lang={item.locale === locale ? undefined : item.locale}>
                {item.title}
              </th>
              {children(item)}
              <td>
                <ul className={styles.actions}>
                  <li>
                    <Link to={pathFor(routes.edit, locale, { slug: item.slug })}>
                      <FormattedMessage id={texts.edit} values={values} />
                    </Link>
                  </li>
                  {isPublic(item) ? (
                    <li>
                      <a href={portalUrl(routes.public, locale, { slug: item.slug })}>
                        <FormattedMessage id={texts.viewPublic} values={values} />
                      </a>
                    </li>
                  ) : null}
                  <li>
                    <button type="button" id={deleteId(item)} className={styles.linkButton} onClick={() => setDeleting(item)}>
                      <FormattedMessage id={texts.delete} values={values} />
                    </button>
                  </li>
                </ul>
              </td>
            </>
          );
        }}
      </ListTable>
      <Pager texts={texts} page={list.meta.current_page} pages={Math.ceil(list.meta.total / list.meta.per_page)} />
      <ConfirmDialog
        id={`${name}-delete`}
        texts={texts.confirmDelete}
        item={deleting}
        openerId={deleteId}
        onConfirm={remove}
        onDone={deleted}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/** Previous and next pages of the list, when there are several. */
function Pager({ texts, page, pages }: { texts: OwnListTexts; page: number; pages: number }) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const to = (n: number) => (n === 1 ? '?' : `?page=${n}`);
  return (
    <nav aria-label={intl.formatMessage({ id: texts.pages })} className={styles.pager}>
      {page > 1 ? (
        <Link to={to(page - 1)}>
          <FormattedMessage id={texts.previous} />
        </Link>
      ) : null}
      <span>
        <FormattedMessage id={texts.pageOf} values={{ page, pages }} />
      </span>
      {page < pages ? (
        <Link to={to(page + 1)}>
          <FormattedMessage id={texts.next} />
        </Link>
      ) : null}
    </nav>
  );
}
