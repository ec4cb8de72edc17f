import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { AD_FORMATS } from '@sam/contracts';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { ServiceSection, ServiceSubpage } from './ServiceSubpage';
import styles from './Services.module.css';

const AUDIENCES = ['people', 'carers', 'pros'] as const;
/** The heading of the order form on the portal's commander-encart-publicitaire page. */
const ORDER_FORM_ANCHOR = '#ad-order-heading';

/**
 * services/publicite: the advertising offer. Campaigns are not linked to accounts in the API
 * (GET /api/publicite/homepage/campagnes lists the homepage's), so orders are followed by e-mail.
 */
export function PublicitePage() {
  const locale = useDashboardLocale();
  return (
    <ServiceSubpage service="publicite">
      <ServiceSection headingId="dashboard.services.publicite.audience.heading">
        <p>
          <FormattedMessage id="dashboard.services.publicite.audience.intro" />
        </p>
        <ul>
          {AUDIENCES.map((audience) => (
            <li key={audience}>
              <FormattedMessage id={`dashboard.services.publicite.audience.${audience}`} />
            </li>
          ))}
        </ul>
      </ServiceSection>
      <ServiceSection headingId="dashboard.services.publicite.formats.heading">
        <dl className={styles.stacked}>
          {AD_FORMATS.map((format) => (
            <Fragment key={format}>
              <dt>
                {/* The order form's labels: format name and price, kept in one place. */}
                <FormattedMessage id={`adOrder.format.${format}`} />
              </dt>
              <dd>
                <FormattedMessage id={`dashboard.services.publicite.format.${format}`} />
              </dd>
            </Fragment>
          ))}
        </dl>
        <p>
          <FormattedMessage id="dashboard.services.publicite.rules" />
        </p>
      </ServiceSection>
      <ServiceSection headingId="dashboard.services.publicite.order.heading">
        <p>
          <FormattedMessage id="dashboard.services.publicite.order.text" />
        </p>
        <p>
          <a href={`${portalUrl('commander-encart-publicitaire', locale)}${ORDER_FORM_ANCHOR}`}>
            <FormattedMessage id="dashboard.services.publicite.order.link" />
          </a>
        </p>
      </ServiceSection>
    </ServiceSubpage>
  );
}
