import { FormattedMessage, useIntl } from 'react-intl';
import { videoEmbedUrl } from '../../shared/video/video-embed';
import { VideoPlayer } from '../../shared/video/VideoPlayer';
import styles from './ProviderPage.module.css';

/**
 * The presentation video: a third-party player is embedded only once the visitor accepted
 * functional cookies; otherwise (and for sites we do not embed) a plain link.
 */
export function ProviderVideo({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  if (!/^https?:\/\//i.test(url)) return null;
  return (
    <section aria-labelledby="video-heading">
      <h2 id="video-heading"><FormattedMessage id="provider.video.heading" /></h2>
      <VideoPlayer
        url={url}
        frameTitle={intl.formatMessage({ id: 'provider.video.frameTitle' }, { title })}
        fallback={videoEmbedUrl(url) ? <p className={styles.note}><FormattedMessage id="provider.video.consent" /></p> : null}
      />
      <p>
        <a href={url} rel="noopener noreferrer"><FormattedMessage id="prestataire.video.link" values={{ title }} /></a>
      </p>
    </section>
  );
}
