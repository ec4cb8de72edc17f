import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSetAnnonceBookmarkMutation } from '@sam/api-client';
import type { Locale } from '@sam/i18n-routes';
import { Button, useToast } from '@sam/ui';
import styles from './AnnoncePage.module.css';

export interface AnnonceBookmarkProps {
  slug: string;
  locale: Locale;
  initial: boolean;
}

/** The bookmark toggle for a logged-in user: new state at once (aria-pressed), old one back on failure. */
export function AnnonceBookmark({ slug, locale, initial }: AnnonceBookmarkProps) {
  const intl = useIntl();
  const toast = useToast();
  const [bookmarked, setBookmarked] = useState(initial);
  const [setBookmark, bookmarking] = useSetAnnonceBookmarkMutation();

  const onBookmark = async () => {
    const before = bookmarked;
    setBookmarked(!before);
    try {
      setBookmarked((await setBookmark({ slug, locale, bookmarked: !before }).unwrap()).bookmarked);
    } catch {
      setBookmarked(before);
      toast.show({ type: 'danger', message: intl.formatMessage({ id: 'annonces.detail.actionFailed' }) });
    }
  };

  return (
    <div>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" aria-pressed={bookmarked} disabled={bookmarking.isLoading} onClick={onBookmark}>
          {bookmarked ? <span aria-hidden="true">★ </span> : <span aria-hidden="true">☆ </span>}
          <FormattedMessage id="annonces.detail.bookmark" />
        </Button>
      </div>
      <p aria-live="polite">{bookmarked ? <FormattedMessage id="annonces.detail.bookmarkedHint" /> : null}</p>
    </div>
  );
}
