import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAskToJoinNetworkMutation, useInviteToNetworkMutation, useSearchNetworkCandidatesQuery } from '@sam/api-client';
import type { NetworkCandidate, UserNetworkListing } from '@sam/contracts';
import { Button, TextField, useToast } from '@sam/ui';
import { apiFailure } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { PageHeading } from '../../shared/PageHeading';
import { usePageTitle } from '../../shared/usePageTitle';
import { NetworkContent } from './network-data';
import styles from './Network.module.css';

/**
 * lier (invite a listing into the chosen listing's network) and travailler-en-reseau/ajouter
 * (ask to join a listing's network): search the directory by title, slug, email or company number.
 */
function LinkSearch({ listing, mode }: { listing: UserNetworkListing; mode: 'invite' | 'join' }) {
  const intl = useIntl();
  const toast = useToast();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const results = useSearchNetworkCandidatesQuery({ slug: listing.slug, q }, { skip: q.length < 2 });
  const [invite] = useInviteToNetworkMutation();
  const [ask] = useAskToJoinNetworkMutation();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  const link = async (candidate: NetworkCandidate) => {
    try {
      if (mode === 'invite') await invite({ head: listing.slug, member: candidate.slug }).unwrap();
      else await ask({ head: candidate.slug, member: listing.slug }).unwrap();
      toast.show({ type: 'success', message: intl.formatMessage({ id: `dashboard.network.link.done.${mode}` }, { title: candidate.title }) });
    } catch (error) {
      toast.show({ type: 'danger', message: apiFailure(intl, 'dashboard.network.actionFailed', error) });
    }
  };

  return (
    <>
      <form role="search" onSubmit={search} aria-labelledby="link-heading">
        <h2 id="link-heading">
          <FormattedMessage id={`dashboard.network.link.heading.${mode}`} values={{ title: listing.title }} />
        </h2>
        <TextField id="link-q" label={intl.formatMessage({ id: 'dashboard.network.link.q' })} value={text} onChange={(event) => setText(event.target.value)} />
        <Button type="submit">
          <FormattedMessage id="dashboard.network.link.search" />
        </Button>
      </form>
      <div aria-live="polite">
        {q.length >= 2 && results.data ? (
          results.data.length === 0 ? (
            <p>
              <FormattedMessage id="dashboard.network.link.none" />
            </p>
          ) : (
            <ul className={styles.relations} data-testid="link-results">
              {results.data.map((candidate) => (
                <li key={candidate.id} className={styles.relation}>
                  <span>
                    {candidate.title}
                    {candidate.locality ? <span className={styles.muted}> – {candidate.locality}</span> : null}
                    {candidate.relation ? (
                      <span className={styles.state}>
                        {' '}
                        (<FormattedMessage id={`dashboard.network.state.${candidate.relation.state}`} values={{ listing: listing.title }} />)
                      </span>
                    ) : null}
                  </span>
                  {candidate.relation ? null : (
                    <Button type="button" onClick={() => void link(candidate)}>
                      <FormattedMessage id={`dashboard.network.link.${mode}`} values={{ title: candidate.title, hidden: hiddenText }} />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </>
  );
}

export function LinkPage() {
  usePageTitle('dashboard.network.link.title');
  return (
    <>
      <PageHeading titleId="dashboard.network.link.title">
        <FormattedMessage id="dashboard.network.link.intro" />
      </PageHeading>
      <NetworkContent>{(_network, listing) => <LinkSearch key={listing.id} listing={listing} mode="invite" />}</NetworkContent>
    </>
  );
}

export function JoinPage() {
  usePageTitle('dashboard.network.light.join');
  return (
    <>
      <PageHeading titleId="dashboard.network.light.join">
        <FormattedMessage id="dashboard.network.join.intro" />
      </PageHeading>
      <NetworkContent>{(_network, listing) => <LinkSearch key={listing.id} listing={listing} mode="join" />}</NetworkContent>
    </>
  );
}
