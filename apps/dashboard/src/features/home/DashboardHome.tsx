import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useGetCurrentUserQuery } from '@sam/api-client';
import { pathFor } from '@sam/i18n-routes';
import { ACCOUNT_SECTIONS } from '../../shared/account-sections';
import { LinkCards } from '../../shared/LinkCards';
import { useDashboardLocale } from '../../shared/links';
import { usePageTitle } from '../../shared/usePageTitle';
import styles from './DashboardHome.module.css';

/** Dashboard index: greeting, an introduction for the user's type (spec §6) and the account sections (spec §2). */
export function DashboardHome() {
  const locale = useDashboardLocale();
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('dashboard.name');
  if (!user) return null; // the check-auth guard has sent a visitor without a session away

  const userType = user.profile?.user_type ?? 'guest';
  return (
    <>
      <h1>
        <FormattedMessage id="dashboard.home.greeting" values={{ name: user.name }} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id={`dashboard.home.intro.${userType}`} />
      </p>
      <p>
        <FormattedMessage
          id="dashboard.home.amis"
          values={{
            amis: (text) => (
              <Link key="amis" to={pathFor('dashboard-index-amis-de-sam', locale)}>
                {text}
              </Link>
            ),
            pro: (text) => (
              <Link key="pro" to={pathFor('dashboard-index-amis-de-sam-pro', locale)}>
                {text}
              </Link>
            ),
          }}
        />
      </p>
      <LinkCards
        headingId="dashboard.home.sections"
        cards={ACCOUNT_SECTIONS.map((name) => ({ key: name, to: pathFor(name, locale), titleId: `dashboard.section.${name}`, hintId: `dashboard.sectionHint.${name}` }))}
      />
    </>
  );
}
