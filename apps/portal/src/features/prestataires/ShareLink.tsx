import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '@sam/i18n-routes';
import { Button, CopyButton, useToast } from '@sam/ui';
import { loadApi } from '../../shared/api/api-store';
import { useApiCall } from '../../shared/api/use-api-call';
import styles from './ShareLink.module.css';
import { useTextsForBrowser } from '../../shared/page-messages';

const TOAST_TEXTS = ['share.failed', 'toast.copy.success'] as const;

/**
 * §2 short links: 'Partager cette page' makes (or finds) the page's short link, then shows it
 * with a copy button; a copy shows the 'URL copiée dans le presse-papier' toast (§8).
 */
export function ShareLink({ path, locale, origin }: { path: string; locale: Locale; origin: string }) {
  const intl = useIntl();
  const toast = useToast();
  const inputId = useId();
  const call = useApiCall();
  const [creating, setCreating] = useState(false);
  const [href, setHref] = useState<string | null>(null);
  // The toasts' texts are formatted in handlers, maybe before the page's language is here: the page carries them.
  useTextsForBrowser(TOAST_TEXTS);

  const onShare = async () => {
    setCreating(true);
    try {
      const link = await call((api) => api.shortUrlsApi.endpoints.createShortUrl.initiate({ url: path }));
      const { shortLinkHref } = await loadApi();
      setHref(shortLinkHref(origin, locale, link));
    } catch {
      toast.show({ type: 'danger', message: intl.formatMessage({ id: 'share.failed' }) });
    } finally {
      setCreating(false);
    }
  };

  if (!href) {
    return (
      <Button type="button" variant="secondary" disabled={creating} onClick={onShare}>
        <FormattedMessage id="share.button" />
      </Button>
    );
  }
  return (
    <div className={styles.share}>
      <label htmlFor={inputId}>
        <FormattedMessage id="share.label" />
      </label>
      <input id={inputId} type="text" readOnly value={href} spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton text={href} onCopied={() => toast.show({ type: 'success', message: intl.formatMessage({ id: 'toast.copy.success' }) })} />
    </div>
  );
}
