import { useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { sessionApi, useGetCurrentUserQuery, useSetBookmarkMutation, type AppDispatch } from '@sam/api-client';
import type { Bookmark, BookmarkType } from '@sam/contracts';
import { Button, FormAlert } from '@sam/ui';
import { apiErrorMessage } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { FormStatus } from '../../shared/ServerForm';
import { usePageTitle } from '../../shared/usePageTitle';
import styles from './FavouritesPage.module.css';

/** The groups of the page, in the order of the account area (providers first). */
const GROUPS: readonly BookmarkType[] = ['prestataire', 'event', 'annonce', 'conseil', 'info'];

/** The public portal page of each type of item, by route name (every one takes a `slug`). */
const PORTAL_PAGE: Record<BookmarkType, string> = {
  prestataire: 'prestataires-sector-slug',
  event: 'agenda-slug',
  annonce: 'annonces-slug',
  conseil: 'sam-conseil-slug',
  info: 'informations-utiles-slug',
};

/** GET /api/user names bilingual items (conseils, infos) in the account's language, which may not be the page's. */
const BILINGUAL = new Set<BookmarkType>(['conseil', 'info']);

const keyOf = (bookmark: Bookmark) => `${bookmark.type}-${bookmark.id}`;

/**
 * Listings are addressed by slug only; any other item also by its numeric id, which, unlike the
 * slug of a conseil or info, is the same in both languages.
 */
const refOf = (bookmark: Bookmark) => (bookmark.type === 'prestataire' ? bookmark.slug : bookmark.id);

/** mes-favoris: the user's bookmarks (GET /api/user) by type, each linked to its portal page and removable. */
export function FavouritesPage() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const dispatch = useDispatch<AppDispatch>();
  const [setBookmark] = useSetBookmarkMutation();
  const { data: user } = useGetCurrentUserQuery();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  usePageTitle('dashboard.favourites.title');
  if (!user) return null;

  const onRemove = async (bookmark: Bookmark) => {
    const key = keyOf(bookmark);
    if (removing.has(key)) return;
    setStatus(null);
    setRemoving((current) => new Set(current).add(key));
    try {
      await setBookmark({ type: bookmark.type, ref: refOf(bookmark), bookmarked: false }).unwrap();
      // The mutation invalidates the user, whose refetch is the truth; until it lands, the item goes from the cache now.
      flushSync(() => {
        dispatch(
          sessionApi.util.updateQueryData('getCurrentUser', undefined, (draft) => {
            if (draft) draft.bookmarks = draft.bookmarks.filter((b) => keyOf(b) !== key);
          }),
        );
        setStatus({ kind: 'done', text: intl.formatMessage({ id: 'dashboard.favourites.removed' }, { title: bookmark.title }) });
      });
      // The button is gone: focus its group, or the summary once the group is empty too.
      (document.getElementById(`favourites-${bookmark.type}`) ?? document.getElementById('favourites-summary'))?.focus();
    } catch (failure) {
      setStatus({ kind: 'failed', text: `${intl.formatMessage({ id: 'dashboard.favourites.removeFailed' }, { title: bookmark.title })} ${apiErrorMessage(intl, failure)}` });
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const total = user.bookmarks.length;
  return (
    <>
      <PageHeading titleId="dashboard.favourites.title">
        <FormattedMessage id="dashboard.favourites.intro" />
      </PageHeading>
      <FormStatus>{status?.kind === 'done' ? status.text : null}</FormStatus>
      {status?.kind === 'failed' ? <FormAlert>{status.text}</FormAlert> : null}
      <p id="favourites-summary" tabIndex={-1} className={styles.summary}>
        <FormattedMessage id={total === 0 ? 'dashboard.favourites.empty' : 'dashboard.favourites.count'} values={{ count: total }} />
      </p>
      {total === 0 ? (
        <p>
          <FormattedMessage id="dashboard.favourites.emptyHint" />{' '}
          <a href={portalUrl('recherche', locale)}>
            <FormattedMessage id="dashboard.favourites.search" />
          </a>
        </p>
      ) : (
        GROUPS.map((type) => {
          const items = user.bookmarks.filter((b) => b.type === type);
          if (items.length === 0) return null;
          const lang = BILINGUAL.has(type) && user.locale !== locale ? user.locale : undefined;
          return (
            <section key={type} aria-labelledby={`favourites-${type}`} className={styles.group}>
              <h2 id={`favourites-${type}`} tabIndex={-1}>
                <FormattedMessage id={`dashboard.favourites.group.${type}`} values={{ count: items.length }} />
              </h2>
              <ul className={styles.items}>
                {items.map((bookmark) => {
                  const busy = removing.has(keyOf(bookmark));
                  return (
                    <li key={keyOf(bookmark)} className={styles.item}>
                      <a href={portalUrl(PORTAL_PAGE[type], locale, { slug: bookmark.slug })} lang={lang}>
                        {bookmark.title}
                      </a>
                      <Button type="button" variant="secondary" aria-disabled={busy || undefined} onClick={() => void onRemove(bookmark)}>
                        <FormattedMessage id={busy ? 'dashboard.favourites.removing' : 'dashboard.favourites.remove'} values={{ title: bookmark.title, hidden: hiddenText }} />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })
      )}
    </>
  );
}
