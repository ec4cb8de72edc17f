import { FormattedMessage, useIntl } from 'react-intl';
import { useGetAmisPanelsQuery, useGetCurrentUserQuery } from '@sam/api-client';
import type { AmisAudience, AmisPanel } from '@sam/contracts';
import { Spinner } from '@sam/ui';
import { env } from '../../env';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { usePageTitle } from '../../shared/usePageTitle';
import { PanelManager } from './PanelManager';
import styles from './Amis.module.css';

/** amis-de-sam: the friends programme for private people. */
export function AmisDeSamPage() {
  return <AmisPage audience="amis" />;
}

/** amis-de-sam-pro: the friends programme for professionals. */
export function AmisDeSamProPage() {
  return <AmisPage audience="amis_pro" />;
}

/**
 * The programme explained with its panels as the portal's home page shows them; the SAM team
 * (admin, root) also manages them here (docs/decisions/0008-amis-panel-writes.md).
 */
function AmisPage({ audience }: { audience: AmisAudience }) {
  const locale = useDashboardLocale();
  const { data: user } = useGetCurrentUserQuery();
  const titleId = `dashboard.amis.title.${audience}`;
  usePageTitle(titleId);
  const samTeam = user?.roles.some((role) => role === 'admin' || role === 'root') ?? false;

  return (
    <>
      <PageHeading titleId={titleId}>
        <FormattedMessage id={`dashboard.amis.intro.${audience}`} />
      </PageHeading>
      <p>
        <a href={portalUrl('content-soutenir-asbl-amis-de-sam', locale)}>
          <FormattedMessage id="dashboard.amis.support" />
        </a>
      </p>
      <CurrentPanels audience={audience} />
      {samTeam ? <PanelManager audience={audience} /> : null}
    </>
  );
}

/** A portal path opens on the portal (another origin than the dashboard). */
const portalHref = (url: string) => (url.startsWith('/') ? `${env.portalOrigin}${url}` : url);

/** §8: a failed list shows as an empty one (the query answers []). */
function CurrentPanels({ audience }: { audience: AmisAudience }) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const { data: panels } = useGetAmisPanelsQuery({ audience, locale });
  return (
    <section aria-labelledby="amis-current-heading">
      <h2 id="amis-current-heading">
        <FormattedMessage id="dashboard.amis.current.heading" />
      </h2>
      {panels === undefined ? (
        <Spinner label={intl.formatMessage({ id: 'dashboard.loading' })} />
      ) : panels.length === 0 ? (
        <p>
          <FormattedMessage id="dashboard.amis.current.empty" />
        </p>
      ) : (
        <>
          <p className={styles.note}>
            <FormattedMessage id="dashboard.amis.current.note" />
          </p>
          <ul className={styles.cards}>
            {panels.map((panel) => (
              <PanelCard key={panel.id} panel={panel} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** One panel as the portal's home page shows it. */
function PanelCard({ panel }: { panel: AmisPanel }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{panel.title}</h3>
      {panel.body ? <p>{panel.body}</p> : null}
      {panel.cta_url ? (
        <p>
          <a href={portalHref(panel.cta_url)}>
            <FormattedMessage id="home.friends.more" values={{ title: panel.title }} />
          </a>
        </p>
      ) : null}
    </li>
  );
}
