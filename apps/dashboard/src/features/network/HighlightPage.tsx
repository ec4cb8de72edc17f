import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSaveNetworkHighlightsMutation } from '@sam/api-client';
import type { UserNetwork, UserNetworkListing } from '@sam/contracts';
import { Button, Checkbox, useToast } from '@sam/ui';
import { apiFailure } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { PageHeading } from '../../shared/PageHeading';
import { usePageTitle } from '../../shared/usePageTitle';
import { membersOf, NetworkContent } from './network-data';
import styles from './Network.module.css';

/** mise-en-avant-des-affilies: which members the public page shows first, and in which order. */
function HighlightForm({ network, listing }: { network: UserNetwork; listing: UserNetworkListing }) {
  const intl = useIntl();
  const toast = useToast();
  const [save, state] = useSaveNetworkHighlightsMutation();
  const members = membersOf(network, listing);
  const [ids, setIds] = useState<number[]>((listing.settings?.highlighted_ids ?? []).filter((id) => members.some((m) => m.other.id === id)));
  const titleOf = (id: number) => members.find((m) => m.other.id === id)?.other.title ?? '';
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    setIds(next);
  };
  const submit = async () => {
    try {
      await save({ slug: listing.slug, body: { ids } }).unwrap();
      toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.network.highlight.saved' }) });
    } catch (error) {
      toast.show({ type: 'danger', message: apiFailure(intl, 'dashboard.network.actionFailed', error) });
    }
  };

  if (members.length === 0)
    return (
      <p>
        <FormattedMessage id="dashboard.network.members.empty" />
      </p>
    );
  return (
    <>
      <fieldset>
        <legend>
          <FormattedMessage id="dashboard.network.highlight.choose" />
        </legend>
        {members.map((member) => (
          <Checkbox
            key={member.other.id}
            id={`highlight-${member.other.id}`}
            label={member.other.title}
            checked={ids.includes(member.other.id)}
            onChange={(event) => setIds(event.target.checked ? [...ids, member.other.id] : ids.filter((id) => id !== member.other.id))}
          />
        ))}
      </fieldset>
      <section aria-labelledby="highlight-order">
        <h2 id="highlight-order">
          <FormattedMessage id="dashboard.network.highlight.order" />
        </h2>
        {ids.length === 0 ? (
          <p>
            <FormattedMessage id="dashboard.network.highlight.none" />
          </p>
        ) : (
          <ol data-testid="highlight-order">
            {ids.map((id, index) => (
              <li key={id} className={styles.relation}>
                <span>{titleOf(id)}</span>
                <span className={styles.actions}>
                  <Button type="button" variant="secondary" aria-disabled={index === 0 || undefined} onClick={() => index > 0 && move(index, -1)}>
                    <FormattedMessage id="dashboard.network.highlight.up" values={{ title: titleOf(id), hidden: hiddenText }} />
                  </Button>
                  <Button type="button" variant="secondary" aria-disabled={index === ids.length - 1 || undefined} onClick={() => index < ids.length - 1 && move(index, 1)}>
                    <FormattedMessage id="dashboard.network.highlight.down" values={{ title: titleOf(id), hidden: hiddenText }} />
                  </Button>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <p>
        <Button type="button" aria-disabled={state.isLoading || undefined} onClick={() => void submit()}>
          <FormattedMessage id="dashboard.network.highlight.save" />
        </Button>
      </p>
    </>
  );
}

export function HighlightPage() {
  usePageTitle('dashboard.network.highlight.title');
  return (
    <>
      <PageHeading titleId="dashboard.network.highlight.title">
        <FormattedMessage id="dashboard.network.highlight.intro" />
      </PageHeading>
      <NetworkContent>{(network, listing) => <HighlightForm key={listing.id} network={network} listing={listing} />}</NetworkContent>
    </>
  );
}
