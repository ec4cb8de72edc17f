import { FormattedMessage, useIntl } from 'react-intl';
import type { Offre } from '@sam/contracts';

/**
 * An offer's validity in the page's language (fr-BE / nl-BE). Validity dates are calendar days
 * (YYYY-MM-DD, both inclusive), formatted in UTC so that no time zone moves them by a day.
 */
export function OffreValidity({ offre }: { offre: Pick<Offre, 'valid_from' | 'valid_until'> }) {
  const intl = useIntl();
  const day = (value: string, key: string) => {
    const iso = value.slice(0, 10);
    return (
      <time key={key} dateTime={iso}>
        {intl.formatDate(`${iso}T12:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
      </time>
    );
  };
  const { valid_from: from, valid_until: until } = offre;
  if (from && until) return <FormattedMessage id="dashboard.offres.validity.range" values={{ from: day(from, 'from'), until: day(until, 'until') }} />;
  if (until) return <FormattedMessage id="dashboard.offres.validity.until" values={{ until: day(until, 'until') }} />;
  if (from) return <FormattedMessage id="dashboard.offres.validity.from" values={{ from: day(from, 'from') }} />;
  return <FormattedMessage id="dashboard.offres.validity.open" />;
}
