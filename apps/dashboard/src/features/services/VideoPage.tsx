import { FormattedMessage, useIntl } from 'react-intl';
import { useGetPrestataireQuery } from '@sam/api-client';
import type { User } from '@sam/contracts';
import { apiFailure } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { useDashboardLocale } from '../../shared/links';
import { QueryContent } from '../../shared/QueryContent';
import { ListingServicePage } from './ListingServicePage';
import { PartnersMailLink, ServiceSection } from './ServiceSubpage';

const OFFER = ['shoot', 'edit', 'subtitles', 'file'] as const;

/** A stored video URL is free text: only a web address becomes a link. */
const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/** services/video: the video offer, the video link each of the user's listings holds, and how to order. */
export function VideoPage() {
  return (
    <ListingServicePage
      service="video"
      offer={OFFER}
      fact={(listing) => <ListingVideo listing={listing} />}
      footer={
        <p>
          <FormattedMessage id="dashboard.services.video.listings.change" />
        </p>
      }
    >
      <ServiceSection headingId="dashboard.services.video.order.heading">
        <p>
          <FormattedMessage id="dashboard.services.video.order.text" />
        </p>
        <p>
          <PartnersMailLink service="video" />
        </p>
      </ServiceSection>
    </ListingServicePage>
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
