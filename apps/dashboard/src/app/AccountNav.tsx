import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useGetCurrentUserQuery } from '@sam/api-client';
import { pathFor } from '@sam/i18n-routes';
import { ACCOUNT_SECTIONS } from '../shared/account-sections';
import { useDashboardLocale } from '../shared/links';
import styles from './AccountNav.module.css';

/** Side navigation of the account layout; the current page is marked with aria-current. */
export function AccountNav() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const { data: user } = useGetCurrentUserQuery();
  // Issue #11: the listing validation queue, for the SAM team (admin, root) only.
  const team = Boolean(user?.roles.some((role) => role === 'admin' || role === 'root'));
  return (
    <nav aria-label={intl.formatMessage({ id: 'dashboard.nav.label' })} className={styles.nav}>
      <ul>
        {(['dashboard-index', ...ACCOUNT_SECTIONS] as const).map((name) => (
          <li key={name}>
            <NavLink to={pathFor(name, locale)} end={name === 'dashboard-index'}>
              <FormattedMessage id={`dashboard.section.${name}`} />
            </NavLink>
          </li>
        ))}
        {team ? (
          <li>
            <NavLink to={pathFor('dashboard-index-validations', locale)}>
              <FormattedMessage id="dashboard.section.dashboard-index-validations" />
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
