import { FormattedMessage } from 'react-intl';
import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps over the header to the main content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      <FormattedMessage id="nav.skipToContent" />
    </a>
  );
}
