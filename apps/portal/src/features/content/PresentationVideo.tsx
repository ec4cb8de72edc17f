import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Illustration, useConsent } from '@sam/ui';
import { videoEmbedUrl } from '../../shared/video/video-embed';
import { VideoPlayer } from '../../shared/video/VideoPlayer';
import styles from './PresentationVideo.module.css';

/** The site that hosts a video, to name it in the link ("Regarder la vidéo sur YouTube"). */
function hostName(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  if (/(^|\.)vimeo\.com$/.test(host)) return 'Vimeo';
  if (/(^|\.)(youtube\.com|youtu\.be)$/.test(host)) return 'YouTube';
  return host;
}

/**
 * Spec §2 qui-sont-les-sam "a video": the association's video plays in the page once functional
 * cookies are accepted; until then a picture, why it is not shown, a button to the cookie settings
 * and a plain link to watch it on its own site.
 */
export function PresentationVideo({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const { openSettings, isAllowed } = useConsent();
  const embeddable = videoEmbedUrl(url) !== null;
  const site = hostName(url);
  const link = (
    <a href={url} rel="noopener noreferrer"><FormattedMessage id="video.watchOn" values={{ site }} /></a>
  );
  return (
    <figure className={styles.video}>
      <VideoPlayer
        url={url}
        frameTitle={intl.formatMessage({ id: 'video.frameTitle' }, { title })}
        fallback={
          <div className={styles.placeholder}>
            <Illustration name="video" className={styles.picture} />
            <div>
              {embeddable ? <p className={styles.consent}><FormattedMessage id="video.consent" /></p> : null}
              <p className={styles.actions}>
                {embeddable ? (
                  <Button type="button" variant="secondary" onClick={openSettings}><FormattedMessage id="cookies.settings.title" /></Button>
                ) : null}
                {link}
              </p>
            </div>
          </div>
        }
      />
      {/* Under the player, the link to its site; before consent the placeholder carries it. */}
      {embeddable && isAllowed('functional') ? <figcaption className={styles.caption}>{link}</figcaption> : null}
    </figure>
  );
}
