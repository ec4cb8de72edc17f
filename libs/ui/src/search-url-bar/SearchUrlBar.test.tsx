import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '@sam/i18n-routes';
import { ToastProvider } from '../toast/Toast';
import { SearchUrlBar } from './SearchUrlBar';

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockResolvedValue(undefined) }, configurable: true });
});

const ui = (locale: 'fr' | 'nl', url: string) => (
  <IntlProvider locale={locale} messages={sharedMessages[locale]}>
    <SearchUrlBar url={url} />
  </IntlProvider>
);

describe('SearchUrlBar (spec §2)', () => {
  it('shows the labelled URL and copies it; a new URL resets the button', async () => {
    const { rerender } = render(ui('fr', 'https://sam.example/fr/recherche?page=1'));
    expect(screen.getByRole('textbox', { name: 'URL de recherche:' })).toHaveValue('https://sam.example/fr/recherche?page=1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copier' })));
    expect(screen.getByRole('button', { name: 'Copié' })).toBeInTheDocument();
    rerender(ui('fr', 'https://sam.example/fr/recherche?page=2'));
    expect(screen.getByRole('button', { name: 'Copier' })).toBeInTheDocument();
  });

  it('confirms a copy with the spec’s toast, and none when the clipboard fails (only logged)', async () => {
    const onCopied = jest.fn();
    render(
      <IntlProvider locale="fr" messages={sharedMessages.fr}>
        <ToastProvider storage={null}>
          <SearchUrlBar url="https://sam.example/fr/recherche?q=kine" onCopied={onCopied} />
        </ToastProvider>
      </IntlProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copier' })));
    expect(screen.getByRole('status')).toHaveTextContent('URL copiée dans le presse-papier');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('https://sam.example/fr/recherche?q=kine');
  });

  it('shows no toast when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="nl" messages={sharedMessages.nl}>
        <ToastProvider storage={null}>
          <SearchUrlBar url="https://sam.example/nl/zoeken" />
        </ToastProvider>
      </IntlProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiëren' })));
    expect(screen.getByRole('status')).not.toHaveTextContent('URL gekopieerd naar het klembord');
    expect(screen.getByRole('button', { name: 'Kopiëren' })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('speaks Dutch', () => {
    render(ui('nl', 'https://sam.example/nl/zoeken'));
    expect(screen.getByRole('textbox', { name: 'Zoek-URL:' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Kopiëren' })).toBeInTheDocument();
  });
});
