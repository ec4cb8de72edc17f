import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useChangeNetworkRelationMutation } from '@sam/api-client';
import type { NetworkRelation, NetworkRelationAction } from '@sam/contracts';
import { Button, useToast } from '@sam/ui';
import { apiFailure } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import styles from './Network.module.css';

/** Relations in one §4 state, each with the actions its side may take. */
export function RelationList({ id, headingId, relations, emptyId }: { id: string; headingId: string; relations: NetworkRelation[]; emptyId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const locale = useDashboardLocale();
  const [change] = useChangeNetworkRelationMutation();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (relation: NetworkRelation, action: NetworkRelationAction) => {
    if (busy) return;
    setBusy(`${relation.id}-${action}`);
    try {
      await change({ id: relation.id, action }).unwrap();
      toast.show({ type: 'success', message: intl.formatMessage({ id: `dashboard.network.done.${action}` }, { title: relation.other.title }) });
    } catch (error) {
      toast.show({ type: 'danger', message: apiFailure(intl, 'dashboard.network.actionFailed', error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage id={headingId} values={{ count: relations.length }} />
      </h2>
      {relations.length === 0 ? (
        <p>
          <FormattedMessage id={emptyId} />
        </p>
      ) : (
        <ul className={styles.relations} data-testid={id}>
          {relations.map((relation) => (
            <li key={`${relation.id}-${relation.side}`} className={styles.relation} data-relation={relation.other.slug}>
              <span>
                {/* A listing the public cannot see has no portal page to open. */}
                {relation.other.public ? <a href={portalUrl('prestataires-sector-slug', locale, { slug: relation.other.slug })}>{relation.other.title}</a> : <strong>{relation.other.title}</strong>}
                {relation.other.locality ? <span className={styles.muted}> – {relation.other.locality}</span> : null}
                <span className={styles.state}>
                  {' '}
                  (<FormattedMessage id={`dashboard.network.state.${relation.state}`} values={{ listing: relation.listing.title }} />)
                </span>
              </span>
              <span className={styles.actions}>
                {relation.actions.map((action) => (
                  <Button
                    key={action}
                    type="button"
                    variant={action === 'accept' || action === 'accept-and-join-back' ? 'primary' : 'secondary'}
                    aria-disabled={busy !== null || undefined}
                    onClick={() => void run(relation, action)}
                  >
                    <FormattedMessage id={`dashboard.network.action.${action}`} values={{ title: relation.other.title, hidden: hiddenText }} />
                  </Button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
