import { useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BookmarkType } from '@sam/contracts';
import { Button, useToast } from '@sam/ui';
import { useApiCall } from '../api/use-api-call';
import type { UserBookmarks } from './user-bookmarks';
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
  bookmarks: UserBookmarks;
  /** A star only (cards); otherwise a labelled button and a line while bookmarked (detail pages). */
  compact?: boolean;
}

/**
 * The bookmark toggle of a logged-in user (§4 "toggled by name"), on cards and detail pages alike:
 * the new state shows at once (aria-pressed) on every toggle of the item, and the old one comes
 * back with an error toast if the API refuses or cannot be reached.
 */
export function BookmarkToggle({ item, bookmarks, compact = false }: BookmarkToggleProps) {
  const intl = useIntl();
  const toast = useToast();
  const call = useApiCall();
  const current = () => bookmarks.has(item.type, item.id);
  const bookmarked = useSyncExternalStore(bookmarks.subscribe, current, current);
  const [saving, setSaving] = useState(false);

  const onToggle = async () => {
    const before = bookmarked;
    bookmarks.set(item.type, item.id, !before);
    setSaving(true);
    try {
      const saved = await call((api) => api.bookmarksApi.endpoints.setBookmark.initiate({ type: item.type, ref: item.slug, bookmarked: !before }));
      bookmarks.set(item.type, item.id, saved.bookmarked); // the state the server kept
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
