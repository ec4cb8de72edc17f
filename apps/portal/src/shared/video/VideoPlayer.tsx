import type { ReactNode } from 'react';
import { ConsentGate } from '@sam/ui';
import { videoEmbedUrl } from './video-embed';
import styles from './VideoPlayer.module.css';

interface VideoPlayerProps {
  url: string;
  /** The frame's accessible name, already translated. */
  frameTitle: string;
  /** What shows instead of the player until functional cookies are accepted (a link, at least). */
  fallback: ReactNode;
}

/**
 * A YouTube or Vimeo video: the third-party player is embedded only once the visitor accepted
 * functional cookies (spec §2 cookie categories); before that, and for any other site, `fallback`.
 */
export function VideoPlayer({ url, frameTitle, fallback }: VideoPlayerProps) {
  const embed = videoEmbedUrl(url);
  if (!embed) return <>{fallback}</>;
  return (
    <ConsentGate category="functional" fallback={fallback}>
      <div className={styles.frame}>
        <iframe
          src={embed}
          title={frameTitle}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    </ConsentGate>
  );
}
