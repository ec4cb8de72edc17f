import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router';
import { useGetCurrentUserQuery } from '@sam/api-client';
import { pathFor } from '@sam/i18n-routes';
import { ACCOUNT_SECTIONS } from '../shared/account-sections';
import { useDashboardLocale } from '../shared/links';
import styles from './AccountNav.module.css';

/**
 * Side navigation of the account layout; the current page is marked with aria-current. Issue 15: under
 * 900 px it folds behind one button, so the page's own heading and content come first on a phone.
 */
export function AccountNav() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const { pathname } = useLocation();
  const { data: user } = useGetCurrentUserQuery();
  const listId = useId();
  const [open, setOpen] = useState(false);
  // A followed link folds the menu again (it is the next page's content the user asked for).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  // Issue #11: the listing validation queue, and issue 17: the error reports, for the SAM team (admin, root) only.
  const team = Boolean(user?.roles.some((role) => role === 'admin' || role === 'root'));
  return (
    <nav aria-label={intl.formatMessage({ id: 'dashboard.nav.label' })} className={styles.nav} data-open={open}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <FormattedMessage id="dashboard.nav.toggle" />
      </button>
      <ul id={listId}>
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
        {team ? (
          <li>
            <NavLink to={pathFor('dashboard-index-signalements', locale)}>
              <FormattedMessage id="dashboard.section.dashboard-index-signalements" />
            </NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
