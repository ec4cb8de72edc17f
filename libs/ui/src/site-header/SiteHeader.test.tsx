import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '@sam/i18n-routes';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

const props: SiteHeaderProps = {
  locale: 'fr',
  homeHref: '/fr',
  topBar: { helpHref: '/fr/besoin-d-aide', legalAdviceHref: '/fr/x', donateHref: '/fr/d', languageLinks: { fr: '/fr/agenda', nl: '/nl/agenda' } },
  account: { user: null, loginHref: '/fr/connexion', registerHref: '/fr/inscription', dashboardHref: '/fr/mon-tableau-de-bord', onLogout: jest.fn() },
};

const renderIn = (locale: 'fr' | 'nl', p: SiteHeaderProps) =>
  render(<IntlProvider locale={locale} messages={sharedMessages[locale]}><SiteHeader {...p} /></IntlProvider>);

describe('SiteHeader account buttons (spec §2)', () => {
  it('offers Connexion and Inscription to a visitor', () => {
    renderIn('fr', props);
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/fr/connexion');
    expect(screen.getByRole('link', { name: 'Inscription' })).toHaveAttribute('href', '/fr/inscription');
  });
  it('offers Mon compte and Déconnexion to a logged-in user', () => {
    const onLogout = jest.fn();
    renderIn('fr', { ...props, account: { ...props.account, user: { name: 'Anne' }, onLogout } });
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord');
    fireEvent.click(screen.getByRole('button', { name: 'Déconnexion' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
  it('links the other language to the twin page and marks the current one', () => {
    renderIn('nl', { ...props, locale: 'nl' });
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/agenda');
    expect(screen.getByText('Nederlands').closest('[aria-current]')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Aanmelden' })).toBeInTheDocument();
  });
  it('tells the app which language was chosen (issue 15: it stores the locale cookie)', () => {
    const onLanguageChange = jest.fn();
    renderIn('fr', { ...props, topBar: { ...props.topBar, onLanguageChange } });
    // The code shown on phones is hidden from screen readers: the link's name is the language's.
    fireEvent.click(screen.getByRole('link', { name: 'Nederlands' }));
    expect(onLanguageChange).toHaveBeenCalledWith('nl');
  });
});
