import { pendingToastsCookie, queueToastForNextPage, type ToastOptions } from '@sam/ui';
import { env } from '../env';

/** The pending-toast cookie with the configured cookie domain, so the portal's sub-domain reads it too. */
export function toastHandoffStorage() {
  return pendingToastsCookie(document, env.cookieDomain);
}

/** Queues a toast for the next page, whichever of the two apps shows it (spec §4 logout, §8 deletion). */
export function queueToastForPortal(toast: ToastOptions): void {
  queueToastForNextPage(toast, toastHandoffStorage());
}
