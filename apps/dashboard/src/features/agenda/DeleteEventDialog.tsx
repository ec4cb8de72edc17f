import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteEventMutation } from '@sam/api-client';
import { Button, FormAlert } from '@sam/ui';
import { apiErrorMessage } from '../../shared/forms';
import formStyles from '../../shared/Forms.module.css';
import styles from './Agenda.module.css';

interface DeleteEventDialogProps {
  /** The event to delete; null keeps the dialog closed. */
  event: { slug: string; title: string } | null;
  /** Closed without deleting (cancel button or Escape). */
  onCancel: () => void;
  onDeleted: (title: string) => void;
}

/**
 * The confirmation before a deletion, as a modal <dialog>: the rest of the page is inert while it
 * is open, Escape cancels, and the focus starts on 'Cancel' (the safe choice).
 */
export function DeleteEventDialog({ event, onCancel, onDeleted }: DeleteEventDialogProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [deleteEvent, { isLoading }] = useDeleteEventMutation();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (event && !element.open) {
      setFailure(null);
      element.showModal();
      cancelButton.current?.focus();
    } else if (!event && element.open) {
      element.close();
    }
  }, [event]);

  const confirm = async () => {
    if (!event || isLoading) return;
    setFailure(null);
    try {
      await deleteEvent(event.slug).unwrap();
      onDeleted(event.title);
    } catch (error) {
      setFailure(`${intl.formatMessage({ id: 'dashboard.events.delete.failed' })} ${apiErrorMessage(intl, error)}`);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="delete-event-heading"
      aria-describedby="delete-event-question"
      onCancel={(e) => {
        e.preventDefault(); // the parent closes it, so that its state and the dialog agree
        onCancel();
      }}
    >
      <h2 id="delete-event-heading">
        <FormattedMessage id="dashboard.events.delete.heading" />
      </h2>
      <p id="delete-event-question">{event ? <FormattedMessage id="dashboard.events.delete.confirm" values={{ title: event.title }} /> : null}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={formStyles.actions}>
        <Button type="button" className={formStyles.danger} aria-disabled={isLoading || undefined} onClick={() => void confirm()}>
          <FormattedMessage id={isLoading ? 'dashboard.events.delete.deleting' : 'dashboard.events.delete.yes'} />
        </Button>
        <Button ref={cancelButton} type="button" variant="secondary" onClick={onCancel}>
          <FormattedMessage id="dashboard.events.delete.cancel" />
        </Button>
      </div>
    </dialog>
  );
}
