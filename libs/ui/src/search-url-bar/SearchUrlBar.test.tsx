import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '@sam/i18n-routes';
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

  it('speaks Dutch', () => {
    render(ui('nl', 'https://sam.example/nl/zoeken'));
    expect(screen.getByRole('textbox', { name: 'Zoek-URL:' })).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Kopiëren' })).toBeInTheDocument();
  });
});
