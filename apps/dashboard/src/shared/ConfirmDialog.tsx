import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormAlert } from '@sam/ui';
import { apiFailure } from './forms';
import formStyles from './Forms.module.css';
import styles from './ConfirmDialog.module.css';

/** Message ids of a confirmation dialog; `question` gets the item's title as {title}. */
export interface ConfirmTexts {
  heading: string;
  question: string;
  confirm: string;
  busy: string;
  cancel: string;
  /** Leads what went wrong when the action failed. */
  failed: string;
}

interface ConfirmDialogProps<T extends { title: string }> {
  /** Prefix of the ids of its heading and question. */
  id: string;
  texts: ConfirmTexts;
  /** What the action applies to; null keeps the dialog closed. */
  item: T | null;
  /** The id of the button that opened it: a cancel gives it the focus back. */
  openerId: (item: T) => string;
  /** The action, once confirmed: what it throws is said in the dialog. */
  onConfirm: (item: T) => Promise<unknown>;
  /** The action succeeded; the dialog has closed. */
  onDone: (item: T) => void;
  /** Closed without acting (cancel button or Escape); the opener has the focus again. */
  onCancel: () => void;
}

/**
 * The confirmation before an action that cannot be undone (a deletion), as a modal <dialog>: the
 * rest of the page is inert while it is open, Escape cancels, and the focus starts on the cancel
 * button (the safe choice).
 */
export function ConfirmDialog<T extends { title: string }>({ id, texts, item, openerId, onConfirm, onDone, onCancel }: ConfirmDialogProps<T>) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (item && !element.open) {
      setFailure(null);
      element.showModal();
      cancelButton.current?.focus();
    } else if (!item && element.open) {
      element.close();
    }
  }, [item]);

  // The dialog closes itself before it says how it ended: the page behind it is inert until then.
  const cancel = () => {
    if (!item) return;
    dialog.current?.close();
    document.getElementById(openerId(item))?.focus();
    onCancel();
  };
  const confirm = async () => {
    if (!item || busy) return;
    setFailure(null);
    setBusy(true);
    try {
      await onConfirm(item);
    } catch (error) {
      setFailure(apiFailure(intl, texts.failed, error));
      return;
    } finally {
      setBusy(false);
    }
    dialog.current?.close();
    onDone(item);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-question`}
      onCancel={(event) => {
        event.preventDefault(); // cancel() closes it, then tells the parent
        cancel();
      }}
    >
      <h2 id={`${id}-heading`}>
        <FormattedMessage id={texts.heading} />
      </h2>
      <p id={`${id}-question`}>{item ? <FormattedMessage id={texts.question} values={{ title: item.title }} /> : null}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={formStyles.actions}>
        <Button type="button" className={formStyles.danger} aria-disabled={busy || undefined} onClick={() => void confirm()}>
          <FormattedMessage id={busy ? texts.busy : texts.confirm} />
        </Button>
        <Button ref={cancelButton} type="button" variant="secondary" onClick={cancel}>
          <FormattedMessage id={texts.cancel} />
        </Button>
      </div>
    </dialog>
  );
}
