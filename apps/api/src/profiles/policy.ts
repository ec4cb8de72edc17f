import { hasRole } from '../plugins/session';
import type { SessionUser } from '../users/repository';

/** §6: a user's account and profile are theirs to see and edit; admin and root may manage anyone's. */
export function canManageUser(user: SessionUser, userId: number): boolean {
  return user.id === userId || hasRole(user, 'admin', 'root');
}
