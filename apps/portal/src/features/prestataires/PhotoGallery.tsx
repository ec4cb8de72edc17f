import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListingPhoto } from '@sam/contracts';
import styles from './ProviderPage.module.css';

/** An API path (/storage/…) on the API host browsers reach. */
export const apiFileUrl = (apiBase: string, path: string) => `${apiBase.replace(/\/+$/, '')}${path}`;

/**
 * The listing's photos: thumbnails as buttons that open a modal viewer (native <dialog>: focus
 * is trapped, Escape closes it and focus returns to the thumbnail), with previous / next buttons
 * and the arrow keys. Every image carries its alternative text (the title's, when none is given).
 */
export function PhotoGallery({ photos, title, apiBase }: { photos: ListingPhoto[]; title: string; apiBase: string }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const altOf = (photo: ListingPhoto) => photo.alt_text ?? photo.title ?? intl.formatMessage({ id: 'provider.photos.defaultAlt' }, { title });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open !== null && !element.open) element.showModal?.();
    if (open === null && element.open) element.close?.();
  }, [open]);

  if (photos.length === 0) return null;
  const total = photos.length;
  const shown = open === null ? null : photos[open];
  const move = (step: number) => setOpen((index) => (index === null ? null : (index + step + total) % total));

  return (
    <section aria-labelledby="photos-heading">
      <h2 id="photos-heading"><FormattedMessage id="provider.photos.heading" /></h2>
      <ul className={styles.gallery}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <figure className={styles.photo}>
              <button type="button" className={styles.photoButton} onClick={() => setOpen(index)} aria-label={intl.formatMessage({ id: 'provider.photos.open' }, { n: index + 1, total })}>
                <img src={apiFileUrl(apiBase, photo.urls.small)} alt={altOf(photo)} width={400} height={photo.width && photo.height ? Math.round((400 * photo.height) / photo.width) : undefined} loading="lazy" decoding="async" />
              </button>
              {photo.title ? <figcaption>{photo.title}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className={styles.viewer}
        aria-label={open === null ? undefined : intl.formatMessage({ id: 'provider.photos.viewer' }, { n: open + 1, total })}
        onClose={() => setOpen(null)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          if (event.key === 'ArrowLeft') move(-1);
        }}
      >
        {shown ? (
          <figure>
            <img src={apiFileUrl(apiBase, shown.urls.large)} alt={altOf(shown)} />
            <figcaption>
              <FormattedMessage id="provider.photos.viewer" values={{ n: (open ?? 0) + 1, total }} />
              {shown.title ? ` – ${shown.title}` : null}
              {shown.description ? <span className={styles.photoDescription}>{shown.description}</span> : null}
            </figcaption>
          </figure>
        ) : null}
        <div className={styles.viewerButtons}>
          {total > 1 ? (
            <>
              <button type="button" onClick={() => move(-1)}><FormattedMessage id="provider.photos.previous" /></button>
              <button type="button" onClick={() => move(1)}><FormattedMessage id="provider.photos.next" /></button>
            </>
          ) : null}
          <button type="button" onClick={() => setOpen(null)}><FormattedMessage id="provider.photos.close" /></button>
        </div>
      </dialog>
    </section>
  );
}
