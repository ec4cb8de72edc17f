import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCommitListingMutation, useDeleteListingMutation, useListMyListingsQuery, useSetListingPublishedMutation } from '@sam/api-client';
import type { MyListing } from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { useToast } from '@sam/ui';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { apiErrorMessage, apiFailure } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { ListTable } from '../../shared/ListTable';
import { PageHeading } from '../../shared/PageHeading';
import { QueryContent } from '../../shared/QueryContent';
import { usePageTitle } from '../../shared/usePageTitle';
import ownListStyles from '../../shared/OwnListPage.module.css';
import styles from './ListingEditor.module.css';

const COLUMNS = ['dashboard.listings.col.title', 'dashboard.listings.col.state', 'dashboard.listings.col.updated', 'dashboard.listings.col.actions'] as const;

/** Whether the public page shows the listing now. */
const isPublic = (listing: MyListing) => listing.state === 'published' || listing.state === 'changes_pending';
/** Validation can be asked for what is not already waiting for it. */
/** A listing the public never saw is its owners' to delete (docs/decisions/0010). */
const canDelete = (listing: MyListing) => listing.state === 'draft' || listing.state === 'pending';
const canCommit = (listing: MyListing) => listing.state === 'draft' || listing.state === 'unpublished' || (listing.state === 'published' && listing.has_unsent_changes);

/** mes-fiches: the user's listings with their state (§4), links to edit them and to their public page, and their actions. */
export function MyListingsPage() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const toast = useToast();
  usePageTitle('dashboard.listings.title');
  const listings = useListMyListingsQuery();
  const [commit] = useCommitListingMutation();
  const [setPublished] = useSetListingPublishedMutation();
  const [deleteListing] = useDeleteListingMutation();
  const [unpublishing, setUnpublishing] = useState<MyListing | null>(null);
  const [deleting, setDeleting] = useState<MyListing | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const unpublishId = (listing: { id: number }) => `listing-unpublish-${listing.id}`;
  const deleteId = (listing: { id: number }) => `listing-delete-${listing.id}`;

  const act = async (listing: MyListing, action: () => Promise<unknown>, done: string) => {
    if (busy !== null) return;
    setBusy(listing.id);
    try {
      await action();
      toast.show({ type: 'success', message: t(done, { title: listing.title }) });
    } catch (error) {
      toast.show({ type: 'danger', message: `${t('dashboard.listings.actionFailed', { title: listing.title })} ${apiErrorMessage(intl, error)}` });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeading titleId="dashboard.listings.title">
        <FormattedMessage id="dashboard.listings.intro" />
      </PageHeading>
      <p>
        <Link className={ownListStyles.action} to={pathFor('dashboard-index-creer-un-prestataire', locale)}>
          <FormattedMessage id="dashboard.listings.create" />
        </Link>
      </p>
      <section aria-labelledby="listings-heading">
        <h2 id="listings-heading">
          <FormattedMessage id="dashboard.listings.list" />
        </h2>
        <QueryContent query={listings} failure={apiFailure(intl, 'dashboard.listings.loadFailed', listings.error)}>
          {(items) => (
            <ListTable items={items} captionId="dashboard.listings.list" emptyId="dashboard.listings.empty" columns={COLUMNS}>
              {(listing) => {
                const values = { title: listing.title, hidden: hiddenText };
                return (
                  <>
                    <th scope="row">{listing.title}</th>
                    <td>
                      <FormattedMessage id={`dashboard.listings.state.${listing.state}`} />
                      {listing.has_unsent_changes ? (
                        <p className={styles.hint}>
                          <FormattedMessage id="dashboard.listings.unsent" />
                        </p>
                      ) : null}
                    </td>
                    <td>
                      <time dateTime={listing.updated_at}>{intl.formatDate(listing.updated_at, { dateStyle: 'long', timeZone: 'Europe/Brussels' })}</time>
                    </td>
                    <td>
                      <ul className={ownListStyles.actions}>
                        <li>
                          <Link to={pathFor('dashboard-index-mes-fiches-slug', locale, { slug: listing.slug })}>
                            <FormattedMessage id="dashboard.listings.edit" values={values} />
                          </Link>
                        </li>
                        {isPublic(listing) ? (
                          <li>
                            <a href={portalUrl('prestataires-sector-slug', locale, { slug: listing.slug })}>
                              <FormattedMessage id="dashboard.listings.public" values={values} />
                            </a>
                          </li>
                        ) : null}
                        {canCommit(listing) ? (
                          <li>
                            <button
                              type="button"
                              className={styles.linkButton}
                              aria-disabled={busy !== null || undefined}
                              onClick={() => void act(listing, () => commit({ slug: listing.slug, prestataire_id: listing.id }).unwrap(), 'dashboard.listings.committed')}
                            >
                              <FormattedMessage id="dashboard.listings.commit" values={values} />
                            </button>
                          </li>
                        ) : null}
                        {isPublic(listing) ? (
                          <li>
                            <button type="button" id={unpublishId(listing)} className={styles.linkButton} onClick={() => setUnpublishing(listing)}>
                              <FormattedMessage id="dashboard.listings.unpublish" values={values} />
                            </button>
                          </li>
                        ) : null}
                        {canDelete(listing) ? (
                          <li>
                            <button type="button" id={deleteId(listing)} className={styles.linkButton} onClick={() => setDeleting(listing)}>
                              <FormattedMessage id="dashboard.listings.delete" values={values} />
                            </button>
                          </li>
                        ) : null}
                        {listing.state === 'unpublished' ? (
                          <li>
                            <button
                              type="button"
                              className={styles.linkButton}
                              aria-disabled={busy !== null || undefined}
                              onClick={() => void act(listing, () => setPublished({ slug: listing.slug, published: true }).unwrap(), 'dashboard.listings.republished')}
                            >
                              <FormattedMessage id="dashboard.listings.republish" values={values} />
                            </button>
                          </li>
                        ) : null}
                      </ul>
                    </td>
                  </>
                );
              }}
            </ListTable>
          )}
        </QueryContent>
      </section>
      <ConfirmDialog
        id="listing-unpublish"
        texts={{
          heading: 'dashboard.listings.unpublish.heading',
          question: 'dashboard.listings.unpublish.question',
          confirm: 'dashboard.listings.unpublish.yes',
          busy: 'dashboard.listings.unpublish.busy',
          cancel: 'dashboard.listings.unpublish.cancel',
          failed: 'dashboard.listings.unpublish.failed',
        }}
        item={unpublishing}
        openerId={unpublishId}
        onConfirm={(listing) => setPublished({ slug: listing.slug, published: false }).unwrap()}
        onDone={(listing) => {
          setUnpublishing(null);
          toast.show({ type: 'success', message: t('dashboard.listings.unpublished', { title: listing.title }) });
        }}
        onCancel={() => setUnpublishing(null)}
      />
      <ConfirmDialog
        id="listing-delete"
        texts={{
          heading: 'dashboard.listings.delete.heading',
          question: 'dashboard.listings.delete.question',
          confirm: 'dashboard.listings.delete.yes',
          busy: 'dashboard.listings.delete.busy',
          cancel: 'dashboard.listings.delete.cancel',
          failed: 'dashboard.listings.delete.failed',
        }}
        item={deleting}
        openerId={deleteId}
        onConfirm={(listing) => deleteListing({ slug: listing.slug }).unwrap()}
        onDone={(listing) => {
          setDeleting(null);
          toast.show({ type: 'success', message: t('dashboard.listings.deleted', { title: listing.title }) });
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
