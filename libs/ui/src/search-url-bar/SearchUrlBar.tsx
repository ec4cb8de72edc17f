import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '../copy-button/CopyButton';
import { useOptionalToast } from '../toast/Toast';
import styles from './SearchUrlBar.module.css';

export interface SearchUrlBarProps {
  /** The computed search URL. */
  url: string;
  onCopied?: () => void;
}

/**
 * Spec §2: on the search page, for admin and root users only (the app decides): the current search URL and
 * a button to copy it. A successful copy shows the spec §8 toast 'URL copiée dans le presse-papier'.
 */
export function SearchUrlBar({ url, onCopied }: SearchUrlBarProps) {
  const inputId = useId();
  const intl = useIntl();
  const toast = useOptionalToast();
  const copied = () => {
    toast?.show({ type: 'success', message: intl.formatMessage({ id: 'toast.copy.success' }) });
    onCopied?.();
  };
  return (
    <div className={styles.bar}>
      <label htmlFor={inputId} className={styles.label}>
        <FormattedMessage id="searchUrl.label" />
      </label>
      <input id={inputId} className={styles.url} type="text" readOnly value={url} spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton text={url} onCopied={copied} />
    </div>
  );
}
