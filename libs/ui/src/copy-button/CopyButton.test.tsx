import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '@sam/i18n-routes';
import { CopyButton } from './CopyButton';

let writeText: jest.Mock;
beforeEach(() => {
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const ui = (text: string, onCopied?: () => void) => (
  <IntlProvider locale="fr" messages={sharedMessages.fr}>
    <CopyButton text={text} onCopied={onCopied} />
  </IntlProvider>
);

describe('CopyButton (spec §4)', () => {
  it('copies the text, says Copié and calls onCopied', async () => {
    const onCopied = jest.fn();
    render(ui('https://sam.example/fr/recherche?q=repit', onCopied));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copier' })));
    expect(writeText).toHaveBeenCalledWith('https://sam.example/fr/recherche?q=repit');
    expect(screen.getByRole('button', { name: 'Copié' })).toBeInTheDocument();
    expect(onCopied).toHaveBeenCalledTimes(1);
  });

  it('goes back to Copier when the text changes', async () => {
    const { rerender } = render(ui('a'));
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button')).toHaveTextContent('Copié');
    rerender(ui('b'));
    expect(screen.getByRole('button')).toHaveTextContent('Copier');
    rerender(ui('a'));
    expect(screen.getByRole('button')).toHaveTextContent('Copier');
  });

  it('only logs a clipboard failure (spec §8)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeText.mockRejectedValueOnce(new Error('NotAllowedError'));
    const onCopied = jest.fn();
    render(ui('a', onCopied));
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(error).toHaveBeenCalledWith('Copy to clipboard failed', expect.any(Error));
    expect(screen.getByRole('button')).toHaveTextContent('Copier');
    expect(onCopied).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('logs when there is no clipboard at all', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(ui('a'));
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(error).toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('Copier');
    error.mockRestore();
  });

  it('ignores a copy that finishes after the text changed', async () => {
    let finish!: () => void;
    writeText.mockReturnValueOnce(new Promise<void>((resolve) => (finish = resolve)));
    const { rerender } = render(ui('a'));
    fireEvent.click(screen.getByRole('button'));
    rerender(ui('b'));
    await act(async () => finish());
    expect(screen.getByRole('button')).toHaveTextContent('Copier');
  });
});
