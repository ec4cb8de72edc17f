import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shortLinkHref, useCreateShortUrlMutation } from '@sam/api-client';
import type { Locale } from '@sam/i18n-routes';
import { Button, CopyButton, useToast } from '@sam/ui';
import styles from './ShareLink.module.css';

/**
 * §2 short links: 'Partager cette page' makes (or finds) the page's short link, then shows it
 * with a copy button; a copy shows the 'URL copiée dans le presse-papier' toast (§8).
 */
export function ShareLink({ path, locale, origin }: { path: string; locale: Locale; origin: string }) {
  const intl = useIntl();
  const toast = useToast();
  const inputId = useId();
  const [createShortUrl, creating] = useCreateShortUrlMutation();
  const [href, setHref] = useState<string | null>(null);

  const onShare = async () => {
    try {
      setHref(shortLinkHref(origin, locale, await createShortUrl({ url: path }).unwrap()));
    } catch {
      toast.show({ type: 'danger', message: intl.formatMessage({ id: 'share.failed' }) });
    }
  };

  if (!href) {
    return (
      <Button type="button" variant="secondary" disabled={creating.isLoading} onClick={onShare}>
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
