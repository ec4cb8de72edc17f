import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '@sam/i18n-routes';
import { Button, useToast } from '@sam/ui';
import { useApiCall } from '../../shared/api/use-api-call';
import { BookmarkToggle, type BookmarkItem } from '../../shared/bookmarks/BookmarkToggle';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import styles from './EventPage.module.css';

export interface EventActionsProps {
  slug: string;
  locale: Locale;
  initial: { subscribed: boolean; subscribers: number };
  bookmark: BookmarkItem;
  bookmarks: UserBookmarks;
}

/**
 * Subscribe and bookmark toggles for a logged-in user (§6). Each click shows the new state at
 * once (aria-pressed) and puts the old one back if the API refuses or cannot be reached.
 */
export function EventActions({ slug, locale, initial, bookmark, bookmarks }: EventActionsProps) {
  const intl = useIntl();
  const toast = useToast();
  const [subscription, setSubscription] = useState(initial);
  const call = useApiCall();
  const [subscribing, setSubscribing] = useState(false);

  const onSubscribe = async () => {
    const before = subscription;
    setSubscription({ subscribed: !before.subscribed, subscribers: Math.max(0, before.subscribers + (before.subscribed ? -1 : 1)) });
    setSubscribing(true);
    try {
      setSubscription(await call((api) => api.eventsApi.endpoints.toggleEventSubscription.initiate({ slug, locale })));
    } catch {
      setSubscription(before);
      toast.show({ type: 'danger', message: intl.formatMessage({ id: 'agenda.event.actionFailed' }) });
    } finally {
      setSubscribing(false);
    }
  };

  return (
    <section aria-labelledby="event-actions">
      <h2 id="event-actions"><FormattedMessage id="agenda.event.actions" /></h2>
      <div className={styles.actions}>
        <Button type="button" aria-pressed={subscription.subscribed} disabled={subscribing} onClick={onSubscribe}>
          {subscription.subscribed ? <span aria-hidden="true">✓ </span> : null}
          <FormattedMessage id="agenda.event.subscribe" />
        </Button>
      </div>
      <p aria-live="polite">
        <FormattedMessage id="agenda.event.subscribers" values={{ count: subscription.subscribers }} />
        {subscription.subscribed ? <> <FormattedMessage id="agenda.event.subscribedHint" /></> : null}
      </p>
      <BookmarkToggle item={bookmark} bookmarks={bookmarks} />
    </section>
  );
}
