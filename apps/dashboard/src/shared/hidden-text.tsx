import type { ReactNode } from 'react';

/**
 * The `<hidden>…</hidden>` part of a message: read by screen readers, not shown. It completes a
 * short visible label ('Retirer') into a name that says which item it acts on.
 */
export const hiddenText = (chunks: ReactNode[]) => (
  <span key="hidden" className="sam-visually-hidden">
    {chunks}
  </span>
);
