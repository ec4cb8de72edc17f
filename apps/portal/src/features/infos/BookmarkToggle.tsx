import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, useToast } from '@sam/ui';
import styles from './InfoPage.module.css';

export interface BookmarkToggleProps {
  initial: boolean;
  /** Saves the wanted state; resolves to the state the server kept. */
  save: (bookmarked: boolean) => Promise<boolean>;
  /** Catalogue key of the line shown while bookmarked ('Cette information est dans vos favoris.'). */
  savedMessageId: string;
}

/** The bookmark toggle for a logged-in user: new state at once (aria-pressed), old one back on failure. */
export function BookmarkToggle({ initial, save, savedMessageId }: BookmarkToggleProps) {
  const intl = useIntl();
  const toast = useToast();
  const [bookmarked, setBookmarked] = useState(initial);
  const [saving, setSaving] = useState(false);

  const onToggle = async () => {
    const before = bookmarked;
    setBookmarked(!before);
    setSaving(true);
    try {
      setBookmarked(await save(!before));
    } catch {
      setBookmarked(before);
      toast.show({ type: 'danger', message: intl.formatMessage({ id: 'infos.bookmark.failed' }) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.bookmark}>
      <Button type="button" variant="secondary" aria-pressed={bookmarked} disabled={saving} onClick={onToggle}>
        <span aria-hidden="true">{bookmarked ? '★ ' : '☆ '}</span>
        <FormattedMessage id="infos.bookmark.label" />
      </Button>
      <p aria-live="polite">{bookmarked ? <FormattedMessage id={savedMessageId} /> : null}</p>
    </div>
  );
}
