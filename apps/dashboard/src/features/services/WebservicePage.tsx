import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SEARCH_INDEX_NAMES } from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { env } from '../../env';
import { useDashboardLocale } from '../../shared/links';
import { codeText, PartnersMailLink, ServiceSection, ServiceSubpage } from './ServiceSubpage';
import styles from './Services.module.css';

/** Spec §7 reads that answer without a session or token (apps/api: no requireUser on them). */
const PUBLIC_READS = [
  'POST /api/prestataires/search',
  'GET /api/prestataires/{slug}',
  'POST /api/events/search',
  'GET /api/events/{slug}',
  'POST /api/annonces/search',
  'GET /api/infos',
  'GET /api/conseils',
  'POST /api/faq/questions/search',
] as const;

const RULES = ['server', 'throttle', 'validation', 'volume', 'source'] as const;

function SubHeading({ id }: { id: string }) {
  return (
    <h3>
      <FormattedMessage id={id} />
    </h3>
  );
}

/**
 * services/webservice: what partners can call (the Algolia-protocol search, the public §7 reads, and
 * with a personal token the user's own data and writes: apps/api plugins/session.ts) and how.
 */
export function WebservicePage() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const token = intl.formatMessage({ id: 'dashboard.services.webservice.example.token' });
  const example = [`curl "${env.apiUrl}/api/user" \\`, '  -H "Accept: application/json" \\', `  -H "Authorization: Bearer ${token}"`].join('\n');

  return (
    <ServiceSubpage service="webservice">
      <ServiceSection headingId="dashboard.services.webservice.offer.heading">
        <SubHeading id="dashboard.services.webservice.search.heading" />
        <p>
          <FormattedMessage id="dashboard.services.webservice.search.text" />
        </p>
        <ul>
          {Object.values(SEARCH_INDEX_NAMES).map((index) => (
            <li key={index}>
              <code>{index}</code>
            </li>
          ))}
        </ul>
        <p>
          <FormattedMessage id="dashboard.services.webservice.search.ask" />{' '}
          <PartnersMailLink service="webservice" />
        </p>
        <SubHeading id="dashboard.services.webservice.reads.heading" />
        <p>
          <FormattedMessage id="dashboard.services.webservice.reads.text" values={{ code: codeText }} />
        </p>
        <ul>
          {PUBLIC_READS.map((call) => (
            <li key={call}>
              <code>{call}</code>
            </li>
          ))}
        </ul>
        <SubHeading id="dashboard.services.webservice.token.heading" />
        <p>
          <FormattedMessage id="dashboard.services.webservice.token.text" values={{ code: codeText }} />
        </p>
        <p>
          <FormattedMessage id="dashboard.services.webservice.token.limits" />
        </p>
      </ServiceSection>
      <ServiceSection headingId="dashboard.services.webservice.auth.heading">
        <ol>
          <li>
            <FormattedMessage
              id="dashboard.services.webservice.auth.create"
              values={{
                code: codeText,
                link: (chunks: ReactNode[]) => (
                  <Link key="tokens" to={pathFor('dashboard-index-tokens', locale)}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </li>
          <li>
            <FormattedMessage id="dashboard.services.webservice.auth.header" values={{ code: codeText }} />
          </li>
          <li>
            <FormattedMessage id="dashboard.services.webservice.auth.invalid" />
          </li>
        </ol>
        <SubHeading id="dashboard.services.webservice.example.heading" />
        <figure className={styles.example}>
          <figcaption>
            <FormattedMessage id="dashboard.services.webservice.example.caption" />
          </figcaption>
          <pre>
            <code>{example}</code>
          </pre>
        </figure>
        <p>
          <FormattedMessage id="dashboard.services.webservice.example.answer" />
        </p>
      </ServiceSection>
      <ServiceSection headingId="dashboard.services.webservice.rules.heading">
        <ul>
          {RULES.map((rule) => (
            <li key={rule}>
              <FormattedMessage id={`dashboard.services.webservice.rules.${rule}`} values={{ code: codeText }} />
            </li>
          ))}
        </ul>
      </ServiceSection>
    </ServiceSubpage>
  );
}
