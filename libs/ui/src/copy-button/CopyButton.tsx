import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../form/FormControls';

export interface CopyButtonProps {
  text: string;
  /** After a successful copy, e.g. to show the 'URL copiée dans le presse-papier' toast (spec §8). */
  onCopied?: () => void;
  variant?: 'primary' | 'secondary';
  className?: string;
}

/** Spec §4: 'Copier' becomes 'Copié' after a successful copy, and 'Copier' again whenever the text changes. */
export function CopyButton({ text, onCopied, variant = 'secondary', className }: CopyButtonProps) {
  const [state, setState] = useState({ text, copied: false });
  if (state.text !== text) setState({ text, copied: false });

  const copy = async () => {
    const copying = text;
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(copying);
    } catch (error) {
      // Spec §8: a clipboard failure is only logged, with no message to the user.
      console.error('Copy to clipboard failed', error);
      return;
    }
    // The text may have changed while the clipboard was busy: then that copy no longer counts.
    setState((current) => (current.text === copying ? { text: copying, copied: true } : current));
    onCopied?.();
  };

  return (
    <Button type="button" variant={variant} className={className} onClick={copy} data-copied={state.copied || undefined}>
      <FormattedMessage id={state.copied ? 'copy.copied' : 'copy.copy'} />
    </Button>
  );
}
