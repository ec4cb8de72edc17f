import { FormattedMessage, useIntl } from 'react-intl';
import type { QrLink } from '@sam/contracts';
import { CopyButton, useToast } from '@sam/ui';
import styles from './QrPage.module.css';

export interface QrCodeView {
  link: QrLink;
  /** The page's title (provider, event or static page). */
  title: string;
  /** The code as SVG markup, drawn by the API. */
  svg: string;
  targetHref: string;
  pngHref: string;
  svgHref: string;
}

/** §2 /fr/qr/{type}/{id}: the QR code of the page's short link, with PNG and SVG downloads. */
export function QrCodePage({ view, anotherHref }: { view: QrCodeView; anotherHref: string }) {
  const intl = useIntl();
  const toast = useToast();
  const { link } = view;
  return (
    <div className={styles.page}>
      <header>
        <h1><FormattedMessage id="qr.heading.page" values={{ title: view.title }} /></h1>
        <p className={styles.lead}><FormattedMessage id="qr.lead" /></p>
      </header>
      <figure className={styles.figure}>
        {/* SVG drawn by our own API from the short link (no user markup). */}
        <div className={styles.code} role="img" aria-label={intl.formatMessage({ id: 'qr.image' }, { url: link.short_url })} dangerouslySetInnerHTML={{ __html: view.svg }} />
        <figcaption>
          <dl className={styles.details}>
            <dt><FormattedMessage id="qr.shortLink" /></dt>
            <dd>
              <a href={link.short_url}>{link.short_url}</a>{' '}
              <CopyButton text={link.short_url} onCopied={() => toast.show({ type: 'success', message: intl.formatMessage({ id: 'toast.copy.success' }) })} />
            </dd>
            <dt><FormattedMessage id="qr.target" /></dt>
            <dd><a href={view.targetHref}>{view.targetHref}</a></dd>
          </dl>
        </figcaption>
      </figure>
      <section aria-labelledby="qr-downloads">
        <h2 id="qr-downloads"><FormattedMessage id="qr.downloads" /></h2>
        <ul className={styles.downloads}>
          <li><a href={view.pngHref} download><FormattedMessage id="qr.download.png" /></a></li>
          <li><a href={view.svgHref} download><FormattedMessage id="qr.download.svg" /></a></li>
        </ul>
      </section>
      <p><a href={anotherHref}><FormattedMessage id="qr.another" /></a></p>
    </div>
  );
}

/** §2 /fr/qr: an address of this site to make a QR code for (a GET form: works without JavaScript). */
export function QrRequestPage({ action, value, invalid, example }: { action: string; value: string; invalid: boolean; example: string }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <header>
        <h1><FormattedMessage id="page.qr-type-id" /></h1>
        <p className={styles.lead}><FormattedMessage id="qr.lead" /></p>
      </header>
      <section aria-labelledby="qr-form">
        <h2 id="qr-form"><FormattedMessage id="qr.form.heading" /></h2>
        <p><FormattedMessage id="qr.form.intro" /></p>
        <form method="get" action={action} className={styles.form} noValidate>
          <label htmlFor="qr-url"><FormattedMessage id="qr.form.url" /></label>
          <p id="qr-url-hint" className={styles.hint}><FormattedMessage id="qr.form.hint" values={{ example }} /></p>
          <input
            id="qr-url"
            name="url"
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            defaultValue={value}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'qr-url-hint qr-url-error' : 'qr-url-hint'}
          />
          {invalid ? <p id="qr-url-error" className={styles.error}>{intl.formatMessage({ id: 'qr.form.invalid' })}</p> : null}
          <button type="submit"><FormattedMessage id="qr.form.submit" /></button>
        </form>
      </section>
    </div>
  );
}
