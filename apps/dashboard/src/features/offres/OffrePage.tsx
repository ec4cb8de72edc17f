import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { isApiError, useGetCurrentUserQuery, useGetOffreQuery } from '@sam/api-client';
import type { Offre } from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { CopyButton, useToast } from '@sam/ui';
import { apiErrorMessage } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { QueryContent } from '../../shared/QueryContent';
import { usePageTitle } from '../../shared/usePageTitle';
import { attachmentUrl, canSeePromoCodes, isWebAddress } from './offre-access';
import { OffreValidity } from './OffreValidity';
import styles from './Offres.module.css';

const NOT_FOUND = 404;

/** offres/{id}: one partner offer (GET /api/offres/{id}) with its validity, promo code and links. */
export function OffrePage() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const { id = '' } = useParams();
  const wellFormed = /^[1-9]\d{0,8}$/.test(id);
  const offre = useGetOffreQuery({ id: Number(id), locale }, { skip: !wellFormed });
  usePageTitle('dashboard.offres.detail.title');
  const title = offre.currentData?.title;
  useEffect(() => {
    if (title) document.title = intl.formatMessage({ id: 'dashboard.documentTitle' }, { page: title });
  }, [intl, title]);

  const missing = !wellFormed || (isApiError(offre.error) && offre.error.status === NOT_FOUND);
  return (
    <>
      <p className={styles.back}>
        <Link to={pathFor('dashboard-index-offres', locale)}>
          <span aria-hidden="true">← </span>
          <FormattedMessage id="dashboard.offres.detail.back" />
        </Link>
      </p>
      {missing ? (
        <>
          <h1>
            <FormattedMessage id="dashboard.offres.detail.title" />
          </h1>
          <p>
            <FormattedMessage id="dashboard.offres.detail.notFound" />
          </p>
        </>
      ) : (
        <QueryContent
          query={{ data: offre.currentData, isError: offre.isError, refetch: offre.refetch }}
          failure={`${intl.formatMessage({ id: 'dashboard.offres.detail.loadFailed' })} ${apiErrorMessage(intl, offre.error)}`}
        >
          {(loaded) => <OffreDetail offre={loaded} />}
        </QueryContent>
      )}
    </>
  );
}

function OffreDetail({ offre }: { offre: Offre }) {
  const locale = useDashboardLocale();
  const { data: user } = useGetCurrentUserQuery();
  const site = offre.site_url && isWebAddress(offre.site_url) ? offre.site_url : null;
  return (
    <article aria-labelledby="offre-title">
      <h1 id="offre-title">{offre.title}</h1>
      {offre.valid ? null : (
        <p className={styles.notice}>
          <FormattedMessage id="dashboard.offres.notValid" />
        </p>
      )}
      <dl className={styles.facts}>
        {offre.category ? (
          <>
            <dt>
              <FormattedMessage id="dashboard.offres.category" />
            </dt>
            <dd>{offre.category.title}</dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="dashboard.offres.validity" />
        </dt>
        <dd>
          <OffreValidity offre={offre} />
        </dd>
        {offre.prestataire ? (
          <>
            <dt>
              <FormattedMessage id="dashboard.offres.partner" />
            </dt>
            <dd>
              <a href={portalUrl('prestataires-sector-slug', locale, { slug: offre.prestataire.slug })}>{offre.prestataire.title}</a>
            </dd>
          </>
        ) : null}
      </dl>
      <h2>
        <FormattedMessage id="dashboard.offres.detail.description" />
      </h2>
      <p className={styles.description}>{offre.description}</p>
      {user ? <PromoCode code={offre.promo_code} allowed={canSeePromoCodes(user)} /> : null}
      {site || offre.attachment_path ? (
        <section aria-labelledby="offre-links" className={styles.links}>
          <h2 id="offre-links">
            <FormattedMessage id="dashboard.offres.links.heading" />
          </h2>
          <ul>
            {site ? (
              <li>
                <a href={site} rel="noopener noreferrer">
                  <FormattedMessage id="dashboard.offres.site" values={{ title: offre.title, hidden: hiddenText }} />
                </a>
              </li>
            ) : null}
            {offre.attachment_path ? (
              <li>
                <a href={attachmentUrl(offre.attachment_path)} download>
                  <FormattedMessage id="dashboard.offres.attachment" values={{ title: offre.title, hidden: hiddenText }} />
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** The promo code with a copy button, or why it is not shown (see canSeePromoCodes). */
function PromoCode({ code, allowed }: { code: string | null; allowed: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  return (
    <section aria-labelledby="offre-promo" className={styles.promo}>
      <h2 id="offre-promo">
        <FormattedMessage id="dashboard.offres.promo.heading" />
      </h2>
      {!allowed ? (
        <p>
          <FormattedMessage id="dashboard.offres.promo.reserved" />
        </p>
      ) : code ? (
        <>
          <p>
            <FormattedMessage id="dashboard.offres.promo.label" values={{ code: (
                  <code key="code" className={styles.code}>
                    {code}
                  </code>
                ), }} />
          </p>
          <CopyButton text={code} onCopied={() => toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.offres.promo.copied' }) })} />
        </>
      ) : (
        <p>
          <FormattedMessage id="dashboard.offres.promo.none" />
        </p>
      )}
    </section>
  );
}
