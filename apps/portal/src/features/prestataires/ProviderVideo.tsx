import { FormattedMessage, useIntl } from 'react-intl';
import { ConsentGate } from '@sam/ui';
import styles from './ProviderPage.module.css';

/** The player address of a YouTube or Vimeo link (privacy-enhanced YouTube), or null for any other site. */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]{6,20}$/.test(value) ? value : null);
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    const video = id(parsed.pathname === '/watch' ? parsed.searchParams.get('v') : parsed.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1]);
    return video ? `https://www.youtube-nocookie.com/embed/${video}` : null;
  }
  if (host === 'youtu.be') {
    const video = id(parsed.pathname.slice(1));
    return video ? `https://www.youtube-nocookie.com/embed/${video}` : null;
  }
  if (host === 'vimeo.com') {
    const video = parsed.pathname.match(/^\/(\d{4,12})$/)?.[1];
    return video ? `https://player.vimeo.com/video/${video}` : null;
  }
  return null;
}

/**
 * The presentation video: a third-party player is embedded only once the visitor accepted
 * functional cookies; otherwise (and for sites we do not embed) a plain link.
 */
export function ProviderVideo({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  if (!/^https?:\/\//i.test(url)) return null;
  const embed = videoEmbedUrl(url);
  const link = (
    <p>
      <a href={url} rel="noopener noreferrer"><FormattedMessage id="prestataire.video.link" values={{ title }} /></a>
    </p>
  );
  return (
    <section aria-labelledby="video-heading">
      <h2 id="video-heading"><FormattedMessage id="provider.video.heading" /></h2>
      {embed ? (
        <ConsentGate
          category="functional"
          fallback={
            <>
              <p className={styles.note}><FormattedMessage id="provider.video.consent" /></p>
              {link}
            </>
          }
        >
          <div className={styles.video}>
            <iframe
              src={embed}
              title={intl.formatMessage({ id: 'provider.video.frameTitle' }, { title })}
              loading="lazy"
              allow="encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            />
          </div>
          {link}
        </ConsentGate>
      ) : (
        link
      )}
    </section>
  );
}
