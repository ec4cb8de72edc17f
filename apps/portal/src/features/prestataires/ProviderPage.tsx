import type { ReactNode } from 'react';
import { FormattedDate, FormattedList, FormattedMessage, useIntl } from 'react-intl';
import type { Address, OpeningHours, Prestataire } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { BookmarkToggle } from '../../shared/bookmarks/BookmarkToggle';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { AddressAccessibility } from './AccessibilityFacts';
import { ClosuresList, OpenNowStatus } from './OpenNow';
import { PhotoGallery } from './PhotoGallery';
import { ProviderContactFormPlaceholder } from './ProviderContactFormView';
import { DeferredForm } from '../../shared/forms/DeferredForm';
import { deferredModule } from '../../shared/deferred-module';
import { ProviderDocuments } from './ProviderDocuments';
import { ProviderMap } from './ProviderMap';
import { ProviderVideo } from './ProviderVideo';
import { ReportErrorForm } from './ReportErrorForm';
import { Illustration } from '@sam/ui';
import { textLang } from '../../shared/lang/text-lang';
import styles from './ProviderPage.module.css';

// The contact form's code (react-hook-form, the schema, the mutation) loads when the form is near or used (decision 0033).
const providerContactForm = deferredModule(() => import('./ProviderContactForm').then((module) => module.ProviderContactForm));

/** ISO weekday (1 = Monday) as a localised name, from a known Monday. */
function weekdayName(day: number, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

function AddressBlock({ address, locale }: { address: Address; locale: Locale }) {
  const line1 = [address.street, address.number].filter(Boolean).join(' ') + (address.box ? ` / ${address.box}` : '');
  return (
    <>
      <address className={styles.address}>
        <strong><FormattedMessage id={address.kind === 'head_office' ? 'prestataire.address.headOffice' : 'prestataire.address.activityPlace'} /></strong>
        <br />
        {line1}
        <br />
        {address.postal_code} {address.locality}
        {address.province ? (<><br />{address.province[`name_${locale}`]}</>) : null}
      </address>
      <AddressAccessibility address={address} />
    </>
  );
}

function OpeningHoursTable({ hours }: { hours: OpeningHours }) {
  const intl = useIntl();
  if (hours.length === 0) return null;
  return (
    <table className={styles.hours}>
      <caption><FormattedMessage id="prestataire.openingHours" /></caption>
      <tbody>
        {hours.map((h, i) => (
          <tr key={`${h.day}-${i}`}>
            <th scope="row">{weekdayName(h.day, intl.locale)}</th>
            <td>{h.opens} – {h.closes}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface ProviderPageProps {
  listing: Prestataire;
  locale: Locale;
  /** The page's share control (a short link), given by the route. */
  share?: ReactNode;
  /** Logged in (the user's bookmarks): the bookmark toggle; otherwise (null) an invitation to log in. */
  bookmarks: UserBookmarks | null;
  /** Where browsers reach the API (photos and documents are served there). */
  apiBase?: string;
  /** Optional base tiles of the address map. */
  tilesUrl?: string | null;
}

export function ProviderPage({ listing, locale, share, bookmarks, apiBase = '', tilesUrl = null }: ProviderPageProps) {
  const visibleAddresses = listing.addresses.filter((a) => a.is_visible);
  const otherLocaleTitle = (t: { titre_fr: string; titre_nl: string }) => t[`titre_${locale}`];
  // The listing's own texts are in its language; the page's labels say lang={locale} inside it.
  const listingLang = textLang(listing.locale, locale);
  return (
    <article className={styles.page} lang={listingLang}>
      <header className={styles.header}>
        {/* Spec §2: on a provider's own page, a decorative illustration (from 768 px). */}
        <Illustration name="provider" className={styles.picture} />
        <p className={styles.sectors} lang={locale}>
          <FormattedList type="unit" value={listing.sectors.map(otherLocaleTitle)} />
        </p>
        <h1>{listing.title}</h1>
        {listing.specialisation ? <p className={styles.lead}>{listing.specialisation}</p> : null}
        {share}
        {/* Only a public listing can be bookmarked (its owner also sees it while hidden). */}
        {listing.active && listing.visible ? (
          <div className={styles.bookmark} lang={locale}>
            {bookmarks ? (
              <BookmarkToggle item={{ type: 'prestataire', id: listing.id, slug: listing.slug, title: listing.title }} bookmarks={bookmarks} />
            ) : (
              <p>
                <FormattedMessage id="bookmarks.loginHint.prestataire" />{' '}
                <a href={pathFor('auth-login', locale)}><FormattedMessage id="bookmarks.login" /></a>
              </p>
            )}
          </div>
        ) : null}
      </header>

      <div className={styles.columns}>
        <div>
          {listing.activity_description ? (
            <section aria-labelledby="activity">
              <h2 id="activity" lang={locale}><FormattedMessage id="prestataire.activity" /></h2>
              <p>{listing.activity_description}</p>
            </section>
          ) : null}
          {listing.besoins.length > 0 ? (
            <section aria-labelledby="besoins" lang={locale}>
              <h2 id="besoins"><FormattedMessage id="prestataire.besoins" /></h2>
              <ul>{listing.besoins.map((b) => <li key={b.id}>{otherLocaleTitle(b)}</li>)}</ul>
            </section>
          ) : null}
          {listing.target_audience ? (
            <section aria-labelledby="audience">
              <h2 id="audience" lang={locale}><FormattedMessage id="prestataire.targetAudience" /></h2>
              <p>{listing.target_audience}</p>
            </section>
          ) : null}
          {listing.access_conditions ? (
            <section aria-labelledby="access">
              <h2 id="access" lang={locale}><FormattedMessage id="prestataire.accessConditions" /></h2>
              <p>{listing.access_conditions}</p>
            </section>
          ) : null}
          {listing.other_activities ? (
            <section aria-labelledby="other-activities">
              <h2 id="other-activities" lang={locale}><FormattedMessage id="provider.otherActivities" /></h2>
              <p>{listing.other_activities}</p>
            </section>
          ) : null}
          {listing.other_info ? (
            <section aria-labelledby="other-info">
              <h2 id="other-info" lang={locale}><FormattedMessage id="provider.otherInfo" /></h2>
              <p>{listing.other_info}</p>
            </section>
          ) : null}
          <div lang={locale}>
            <PhotoGallery photos={listing.photos} title={listing.title} apiBase={apiBase} />
            <ProviderDocuments documents={listing.documents} locale={locale} apiBase={apiBase} />
            {listing.video_url ? <ProviderVideo url={listing.video_url} title={listing.title} /> : null}
            {listing.events.length > 0 ? (
              <section aria-labelledby="events-heading">
                <h2 id="events-heading"><FormattedMessage id="provider.events.heading" /></h2>
                <ul>
                  {listing.events.map((event) => (
                    <li key={event.id}>
                      <a href={pathFor('agenda-slug', locale, { slug: event.slug })}>{event.title}</a>{' – '}
                      <FormattedDate value={event.starts_at} dateStyle="long" timeZone="Europe/Brussels" />
                      {event.place ? `, ${event.place}` : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {listing.places.length > 0 ? (
              <section aria-labelledby="places-heading">
                <h2 id="places-heading"><FormattedMessage id="provider.places.heading" /></h2>
                <p><FormattedList type="unit" value={listing.places.map((p) => p[`name_${locale}`])} /></p>
              </section>
            ) : null}
            {listing.email && listing.active && listing.visible ? (
              <DeferredForm
                className={styles.contactForm}
                form={providerContactForm}
                props={{ slug: listing.slug, title: listing.title, locale, privacyHref: pathFor('content-politique-de-confidentialite-vie-privee', locale) }}
                placeholder={<ProviderContactFormPlaceholder slug={listing.slug} title={listing.title} privacyHref={pathFor('content-politique-de-confidentialite-vie-privee', locale)} />}
              />
            ) : null}
            {/* Issue 17: anyone may report an error on a public listing. */}
            {listing.active && listing.visible ? (
              <ReportErrorForm slug={listing.slug} title={listing.title} locale={locale} privacyHref={pathFor('content-politique-de-confidentialite-vie-privee', locale)} />
            ) : null}
          </div>
        </div>

        <aside className={styles.facts} aria-labelledby="contact-heading" lang={locale}>
          <h2 id="contact-heading"><FormattedMessage id="prestataire.contact" /></h2>
          <div id="provider-addresses">
            {visibleAddresses.map((a) => <AddressBlock key={a.id} address={a} locale={locale} />)}
          </div>
          <ProviderMap addresses={visibleAddresses} title={listing.title} locale={locale} tilesUrl={tilesUrl} />
          <dl className={styles.details}>
            {listing.phone ? (<><dt><FormattedMessage id="prestataire.phone" /></dt><dd><a href={`tel:${listing.phone.replace(/\s+/g, '')}`}>{listing.phone}</a></dd></>) : null}
            {listing.email ? (<><dt><FormattedMessage id="prestataire.email" /></dt><dd><a href={`mailto:${listing.email}`}>{listing.email}</a></dd></>) : null}
            {listing.website ? (<><dt><FormattedMessage id="prestataire.website" /></dt><dd><a href={listing.website} rel="noopener noreferrer">{listing.website.replace(/^https?:\/\//, '')}</a></dd></>) : null}
            {listing.first_name || listing.last_name ? (<><dt><FormattedMessage id="provider.contactPerson" /></dt><dd>{[listing.first_name, listing.last_name].filter(Boolean).join(' ')}</dd></>) : null}
            {listing.company ? (<><dt><FormattedMessage id="provider.company" /></dt><dd>{listing.company}</dd></>) : null}
            {listing.company_number ? (<><dt><FormattedMessage id="provider.companyNumber" /></dt><dd>{listing.company_number}</dd></>) : null}
            {listing.inami_number ? (<><dt><FormattedMessage id="provider.inamiNumber" /></dt><dd>{listing.inami_number}</dd></>) : null}
            {listing.member_of ? (<><dt><FormattedMessage id="provider.memberOfText" /></dt><dd lang={listingLang}>{listing.member_of}</dd></>) : null}
            <dt><FormattedMessage id="prestataire.tarif" /></dt>
            <dd><FormattedMessage id={`prestataire.tarif.${listing.tarif}`} /></dd>
            {listing.fees ? (<><dt><FormattedMessage id="prestataire.fees" /></dt><dd lang={listingLang}>{listing.fees}</dd></>) : null}
            {listing.languages.length > 0 ? (
              <>
                <dt><FormattedMessage id="prestataire.languages" /></dt>
                <dd><FormattedList type="conjunction" value={listing.languages.map((l) => l[`name_${locale}`])} /></dd>
              </>
            ) : null}
          </dl>
          <OpenNowStatus hours={listing.opening_hours} closures={listing.closures} />
          <OpeningHoursTable hours={listing.opening_hours} />
          <ClosuresList hours={listing.opening_hours} closures={listing.closures} />
          {listing.parents.length > 0 ? (
            <section aria-labelledby="networks">
              <h2 id="networks"><FormattedMessage id="prestataire.memberOf" /></h2>
              <ul>{listing.parents.map((p) => <li key={p.id}><a href={pathFor('prestataires-sector-slug', locale, { slug: p.slug })}>{p.title}</a></li>)}</ul>
            </section>
          ) : null}
          {listing.childrens.length > 0 ? (
            <section aria-labelledby="affiliates">
              <h2 id="affiliates"><FormattedMessage id="prestataire.affiliates" /></h2>
              <ul>{listing.childrens.map((c) => <li key={c.id}><a href={pathFor('prestataires-sector-slug', locale, { slug: c.slug })}>{c.title}</a></li>)}</ul>
            </section>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
