import { useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { annoncesApi, conseilsApi, eventsApi, infosApi, prestatairesApi, type AppDispatch } from '@sam/api-client';
import type { Locale } from '@sam/i18n-routes';
import { Button, useToast } from '@sam/ui';
import type { BookmarkType, UserBookmarks } from './user-bookmarks';
import styles from './BookmarkToggle.module.css';

export interface BookmarkItem {
  type: BookmarkType;
  id: number;
  /** The reference the API takes (§7): the slug, slug_fr for infos and conseils. */
  slug: string;
  /** Shown to assistive technology in the toggle's name ('Favori : {title}'). */
  title: string;
}

export interface BookmarkToggleProps {
  item: BookmarkItem;
  locale: Locale;
  bookmarks: UserBookmarks;
  /** A star only (cards); otherwise a labelled button and a line while bookmarked (detail pages). */
  compact?: boolean;
}

/** POST /api/{type}/{slug}/bookmark with the wanted state; resolves to the state the server kept. */
async function saveBookmark(dispatch: AppDispatch, type: BookmarkType, arg: { slug: string; locale: Locale; bookmarked: boolean }): Promise<boolean> {
  const call = (() => {
    switch (type) {
      case 'event':
        return dispatch(eventsApi.endpoints.setEventBookmark.initiate(arg));
      case 'annonce':
        return dispatch(annoncesApi.endpoints.setAnnonceBookmark.initiate(arg));
      case 'info':
        return dispatch(infosApi.endpoints.setInfoBookmark.initiate(arg));
      case 'conseil':
        return dispatch(conseilsApi.endpoints.setConseilBookmark.initiate(arg));
      case 'prestataire':
        return dispatch(prestatairesApi.endpoints.setPrestataireBookmark.initiate(arg));
    }
  })();
  try {
    return (await call.unwrap()).bookmarked;
  } finally {
    call.reset(); // nothing reads the mutation's result from the store
  }
}

/**
 * The bookmark toggle of a logged-in user (§4 "toggled by name"), on cards and detail pages alike:
 * the new state shows at once (aria-pressed) on every toggle of the item, and the old one comes
 * back with an error toast if the API refuses or cannot be reached.
 */
export function BookmarkToggle({ item, locale, bookmarks, compact = false }: BookmarkToggleProps) {
  const intl = useIntl();
  const toast = useToast();
  const dispatch = useDispatch<AppDispatch>();
  const current = () => bookmarks.has(item.type, item.id);
  const bookmarked = useSyncExternalStore(bookmarks.subscribe, current, current);
  const [saving, setSaving] = useState(false);

  const onToggle = async () => {
    const before = bookmarked;
    bookmarks.set(item.type, item.id, !before);
    setSaving(true);
    try {
      bookmarks.set(item.type, item.id, await saveBookmark(dispatch, item.type, { slug: item.slug, locale, bookmarked: !before }));
    } catch {
      bookmarks.set(item.type, item.id, before);
      toast.show({ type: 'danger', message: intl.formatMessage({ id: 'bookmarks.failed' }) });
    } finally {
      setSaving(false);
    }
  };

  const star = <span aria-hidden="true">{bookmarked ? '★' : '☆'}</span>;
  const name = intl.formatMessage({ id: 'bookmarks.name' }, { title: item.title });
  if (compact) {
    return (
      <button type="button" className={styles.compact} aria-pressed={bookmarked} aria-label={name} title={name} disabled={saving} onClick={onToggle}>
        {star}
      </button>
    );
  }
  return (
    <div className={styles.full}>
      <Button type="button" variant="secondary" aria-pressed={bookmarked} aria-label={name} disabled={saving} onClick={onToggle}>
        {star} <FormattedMessage id="bookmarks.label" />
      </Button>
      <p aria-live="polite">{bookmarked ? <FormattedMessage id={`bookmarks.saved.${item.type}`} /> : null}</p>
    </div>
  );
}
