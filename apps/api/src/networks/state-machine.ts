import type { NetworkRelationAction, NetworkRelationStatus, NetworkRelationView } from '@sam/contracts';

/**
 * §4 network relations as a state machine (docs/decisions/0013-provider-networks.md).
 * A relation joins a head (parent) and a member (child). Each action is taken by one side,
 * from given states; anything else is an illegal transition (409).
 */
export type Side = 'head' | 'member';

/** States in which nothing is open: an invite or a request may start the relation again. */
export const CLOSED: readonly NetworkRelationStatus[] = ['refused', 'cancelled', 'left', 'removed'];

interface Step {
  from: NetworkRelationStatus;
  by: Side;
  to: NetworkRelationStatus;
}

/** Every legal step of an existing relation. */
const STEPS: Record<NetworkRelationAction, readonly Step[]> = {
  accept: [
    { from: 'request_pending', by: 'head', to: 'accepted' },
    { from: 'invitation_pending', by: 'member', to: 'accepted' },
  ],
  'accept-and-join-back': [
    { from: 'request_pending', by: 'head', to: 'accepted' },
    { from: 'invitation_pending', by: 'member', to: 'accepted' },
  ],
  refuse: [
    { from: 'request_pending', by: 'head', to: 'refused' },
    { from: 'invitation_pending', by: 'member', to: 'refused' },
  ],
  cancel: [
    { from: 'request_pending', by: 'member', to: 'cancelled' },
    { from: 'invitation_pending', by: 'head', to: 'cancelled' },
  ],
  leave: [{ from: 'accepted', by: 'member', to: 'left' }],
  remove: [{ from: 'accepted', by: 'head', to: 'removed' }],
};

/** The state an action leads to from `status` when taken by `side`, or null when illegal. */
export function nextStatus(status: string, action: NetworkRelationAction, side: Side): NetworkRelationStatus | null {
  return STEPS[action].find((step) => step.from === status && step.by === side)?.to ?? null;
}

/** The actions one side may take from a state. */
export function actionsFor(status: string, side: Side): NetworkRelationAction[] {
  return (Object.keys(STEPS) as NetworkRelationAction[]).filter((action) => nextStatus(status, action, side) !== null);
}

/** §4 the state as one side sees it; null for a closed relation. */
export function viewOf(status: string, side: Side): NetworkRelationView | null {
  if (status === 'accepted') return 'member';
  if (status === 'request_pending') return side === 'member' ? 'request_sent' : 'request_received';
  if (status === 'invitation_pending') return side === 'head' ? 'invitation_sent' : 'invitation_received';
  return null;
}

/** Whether an invite (by the head) or a request (by the member) may open the relation from `status` (undefined: none yet). */
export function canOpen(status: string | undefined): boolean {
  return status === undefined || (CLOSED as readonly string[]).includes(status);
}
