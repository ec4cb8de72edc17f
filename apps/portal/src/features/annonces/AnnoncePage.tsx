import { FormattedMessage } from 'react-intl';
import type { AnnonceDetail } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { BookmarkToggle } from '../../shared/bookmarks/BookmarkToggle';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { textLang } from '../../shared/lang/text-lang';
import styles from './AnnoncePage.module.css';

export interface AnnoncePageProps {
  locale: Locale;
  annonce: AnnonceDetail;
  /** Formatted on the server: the price (null: free) and the dates. */
  price: string | null;
  published: string | null;
  expires: string | null;
  /** Logged in (the user's bookmarks): the bookmark toggle; otherwise (null) an invitation to log in. */
  bookmarks: UserBookmarks | null;
}

export function AnnoncePage({ locale, annonce, price, published, expires, bookmarks }: AnnoncePageProps) {
  const paragraphs = annonce.body.split(/\n{2,}/).filter((p) => p.trim() !== '');
  const lang = textLang(annonce.locale, locale);
  const priceText = price ?? <FormattedMessage id="annonces.free" />;
  return (
    <article className={styles.page}>
      <header>
        {annonce.category ? <p className={styles.category}>{annonce.category.title}</p> : null}
        <h1 lang={lang}>{annonce.title}</h1>
        <p className={styles.price}>
          <span className="sam-visually-hidden"><FormattedMessage id="annonces.detail.price" />: </span>
          {priceText}
        </p>
      </header>

      <div className={styles.columns}>
        <div className={styles.body} lang={lang}>
          {paragraphs.map((p, i) => <p key={i}>{p}</p>)}
        </div>

        <aside className={styles.facts} aria-labelledby="annonce-details">
          <h2 id="annonce-details"><FormattedMessage id="annonces.detail.details" /></h2>
          <dl className={styles.details}>
            <dt><FormattedMessage id="annonces.detail.price" /></dt>
            <dd>{priceText}</dd>
            {annonce.commune ? (<><dt><FormattedMessage id="annonces.detail.where" /></dt><dd>{annonce.commune.name}</dd></>) : null}
            {annonce.category ? (<><dt><FormattedMessage id="annonces.detail.category" /></dt><dd>{annonce.category.title}</dd></>) : null}
            {published && annonce.published_at ? (<><dt><FormattedMessage id="annonces.detail.published" /></dt><dd><time dateTime={annonce.published_at}>{published}</time></dd></>) : null}
            {expires && annonce.expires_at ? (<><dt><FormattedMessage id="annonces.detail.expires" /></dt><dd><time dateTime={annonce.expires_at}>{expires}</time></dd></>) : null}
            {annonce.prestataire ? (
              <>
                <dt><FormattedMessage id="annonces.detail.prestataire" /></dt>
                <dd><a href={pathFor('prestataires-sector-slug', locale, { slug: annonce.prestataire.slug })}>{annonce.prestataire.title}</a></dd>
              </>
            ) : null}
          </dl>

          <h2><FormattedMessage id="annonces.detail.contact" /></h2>
          {annonce.contact_email || annonce.phone ? (
            <dl className={styles.details}>
              {annonce.contact_email ? (
                <><dt><FormattedMessage id="annonces.detail.email" /></dt><dd><a href={`mailto:${annonce.contact_email}`}>{annonce.contact_email}</a></dd></>
              ) : null}
              {annonce.phone ? (
                <><dt><FormattedMessage id="annonces.detail.phone" /></dt><dd><a href={`tel:${annonce.phone.replace(/[^+\d]/g, '')}`}>{annonce.phone}</a></dd></>
              ) : null}
            </dl>
          ) : (
            <p><FormattedMessage id="annonces.detail.noContact" /></p>
          )}
        </aside>
      </div>

      {bookmarks ? (
        <div className={styles.actions}>
          <BookmarkToggle item={{ type: 'annonce', id: annonce.id, slug: annonce.slug, title: annonce.title }} bookmarks={bookmarks} />
        </div>
      ) : (
        <p>
          <FormattedMessage id="annonces.detail.loginHint" />{' '}
          <a href={pathFor('auth-login', locale)}><FormattedMessage id="annonces.detail.login" /></a>
        </p>
      )}

      <p><a href={pathFor('annonces', locale)}><FormattedMessage id="annonces.detail.back" /></a></p>
    </article>
  );
}
