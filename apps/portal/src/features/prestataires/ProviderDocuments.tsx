import { FormattedMessage, useIntl } from 'react-intl';
import { formatFileSize, type ListingDocument } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { apiFileUrl } from './PhotoGallery';
import styles from './ProviderPage.module.css';

/** The listing's documents: a download link each, with its §3 type label and its size (base 1000). */
export function ProviderDocuments({ documents, locale, apiBase }: { documents: ListingDocument[]; locale: Locale; apiBase: string }) {
  const intl = useIntl();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading"><FormattedMessage id="provider.documents.heading" /></h2>
      <ul className={styles.documents}>
        {documents.map((document) => (
          <li key={document.id}>
            <a href={apiFileUrl(apiBase, document.url)} download={document.file_name}>
              {document.title ?? document.file_name}
            </a>{' '}
            <span className={styles.documentMeta}>
              (<FormattedMessage
                id="provider.documents.meta"
                values={{ type: intl.formatMessage({ id: `provider.documents.type.${document.type}` }), size: formatFileSize(document.size_bytes, locale) }}
              />)
            </span>
            {document.description ? <p>{document.description}</p> : null}
            {document.external_link && /^https?:\/\//i.test(document.external_link) ? (
              <p><a href={document.external_link} rel="noopener noreferrer nofollow"><FormattedMessage id="provider.documents.more" /></a></p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
