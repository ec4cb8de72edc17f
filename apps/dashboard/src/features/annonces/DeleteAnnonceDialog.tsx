import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteAnnonceMutation } from '@sam/api-client';
import { Button, FormAlert } from '@sam/ui';
import { apiErrorMessage } from '../../shared/forms';
import formStyles from '../../shared/Forms.module.css';
import styles from './Annonces.module.css';

interface DeleteAnnonceDialogProps {
  /** The ad to delete; null keeps the dialog closed. */
  annonce: { id: number; title: string } | null;
  /** Closed without deleting (cancel button or Escape). */
  onCancel: () => void;
  onDeleted: (title: string) => void;
}

/**
 * The confirmation before a deletion, as a modal <dialog>: the rest of the page is inert while it
 * is open, Escape cancels, and the focus starts on the safe choice (keeping the ad).
 */
export function DeleteAnnonceDialog({ annonce, onCancel, onDeleted }: DeleteAnnonceDialogProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const [deleteAnnonce, { isLoading }] = useDeleteAnnonceMutation();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (annonce && !element.open) {
      setFailure(null);
      element.showModal();
      keep.current?.focus();
    } else if (!annonce && element.open) {
      element.close();
    }
  }, [annonce]);

  const confirm = async () => {
    if (!annonce || isLoading) return;
    setFailure(null);
    try {
      await deleteAnnonce(annonce.id).unwrap();
      onDeleted(annonce.title);
    } catch (error) {
      setFailure(`${intl.formatMessage({ id: 'dashboard.annonces.delete.failed' })} ${apiErrorMessage(intl, error)}`);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="delete-annonce-heading"
      aria-describedby="delete-annonce-question"
      onCancel={(event) => {
        event.preventDefault(); // the parent closes it, so that its state and the dialog agree
        onCancel();
      }}
    >
      <h2 id="delete-annonce-heading">
        <FormattedMessage id="dashboard.annonces.delete.title" />
      </h2>
      <p id="delete-annonce-question">{annonce ? <FormattedMessage id="dashboard.annonces.delete.question" values={{ title: annonce.title }} /> : null}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={formStyles.actions}>
        <Button type="button" className={formStyles.danger} aria-disabled={isLoading || undefined} onClick={() => void confirm()}>
          <FormattedMessage id={isLoading ? 'dashboard.annonces.deleting' : 'dashboard.annonces.delete.yes'} />
        </Button>
        <Button ref={keep} type="button" variant="secondary" onClick={onCancel}>
          <FormattedMessage id="dashboard.annonces.delete.cancel" />
        </Button>
      </div>
    </dialog>
  );
}
