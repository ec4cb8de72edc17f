import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetCurrentUserQuery, useGetPrestataireQuery } from '@sam/api-client';
import type { User } from '@sam/contracts';
import { apiFailure } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { useDashboardLocale } from '../../shared/links';
import { QueryContent } from '../../shared/QueryContent';
import { NoListing } from './NoListing';
import { PartnersMailLink, ServiceOffer, ServiceSection, ServiceSubpage } from './ServiceSubpage';
import styles from './Services.module.css';

const OFFER = ['shoot', 'edit', 'subtitles', 'file'] as const;

/** A stored video URL is free text: only a web address becomes a link. */
const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/** services/video: the video offer, the video link each of the user's listings holds, and how to order. */
export function VideoPage() {
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null; // the check-auth guard has sent a visitor without a session away

  return (
    <ServiceSubpage service="video">
      <ServiceOffer service="video" items={OFFER} />
      <ServiceSection headingId="dashboard.services.video.listings.heading">
        <p>
          <FormattedMessage id="dashboard.services.video.listings.intro" />
        </p>
        {user.prestataires.length === 0 ? (
          <NoListing />
        ) : (
          <>
            <dl className={styles.facts}>
              {user.prestataires.map((listing) => (
                <Fragment key={listing.id}>
                  <dt>{listing.title}</dt>
                  <dd>
                    <ListingVideo listing={listing} />
                  </dd>
                </Fragment>
              ))}
            </dl>
            <p>
              <FormattedMessage id="dashboard.services.video.listings.change" />
            </p>
          </>
        )}
      </ServiceSection>
      <ServiceSection headingId="dashboard.services.video.order.heading">
        <p>
          <FormattedMessage id="dashboard.services.video.order.text" />
        </p>
        <p>
          <PartnersMailLink service="video" />
        </p>
      </ServiceSection>
    </ServiceSubpage>
  );
}

/** The listing's video_url, read from its detail (GET /api/prestataires/{slug}: GET /api/user lists summaries). */
function ListingVideo({ listing }: { listing: User['prestataires'][number] }) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const detail = useGetPrestataireQuery({ slug: listing.slug, locale });
  return (
    <QueryContent query={detail} failure={apiFailure(intl, 'dashboard.services.video.listings.failed', detail.error)}>
      {({ video_url: url }) =>
        url && isWebAddress(url) ? (
          <a href={url.trim()}>
            <FormattedMessage id="dashboard.services.video.listings.link" values={{ title: listing.title, url: url.trim(), hidden: hiddenText }} />
          </a>
        ) : (
          <FormattedMessage id="dashboard.services.video.listings.none" />
        )
      }
    </QueryContent>
  );
}
