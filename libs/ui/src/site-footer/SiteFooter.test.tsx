import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { sharedMessages } from '@sam/i18n-routes';
import { SiteFooter, type SiteFooterProps } from './SiteFooter';

const renderIn = (locale: 'fr' | 'nl', props: Partial<SiteFooterProps> = {}) =>
  render(
    <IntlProvider locale={locale} messages={sharedMessages[locale]}>
      <SiteFooter donateHref="/fr/soutenir-l-asbl" links={[{ href: '/fr/faq', labelId: 'footer.faq' }]} {...props} />
    </IntlProvider>,
  );

describe('SiteFooter (spec §2)', () => {
  it('offers a cookie-settings button among the links when the app wires it', () => {
    const onCookieSettings = jest.fn();
    renderIn('fr', { onCookieSettings });
    const links = screen.getByRole('navigation', { name: 'Liens du pied de page' });
    fireEvent.click(within(links).getByRole('button', { name: 'Paramètres des cookies' }));
    expect(onCookieSettings).toHaveBeenCalledTimes(1);
  });

  it('has no cookie-settings button otherwise', () => {
    renderIn('nl');
    expect(screen.queryByRole('button', { name: 'Cookie-instellingen' })).not.toBeInTheDocument();
  });

  it('shows the configured social networks only, never a placeholder', () => {
    renderIn('fr');
    expect(screen.queryByRole('navigation', { name: 'Réseaux sociaux' })).not.toBeInTheDocument();
    renderIn('nl', { social: [{ network: 'bluesky', name: 'Bluesky', href: 'https://bsky.app/profile/sam.example' }] });
    const social = screen.getByRole('navigation', { name: 'Sociale netwerken' });
    expect(within(social).getAllByRole('link')).toHaveLength(1);
    expect(within(social).getByRole('link', { name: 'Bluesky' })).toHaveAttribute('href', 'https://bsky.app/profile/sam.example');
  });

  it('lists the sections under their headings', () => {
    renderIn('fr', {
      sections: [
        { id: 'find', headingId: 'footer.sections.find', links: [{ id: 'annonces', labelId: 'menu.annonces', href: '/fr/annonces' }] },
        { id: 'asbl', headingId: 'footer.sections.asbl', links: [{ id: 'contact', labelId: 'menu.contact', href: '/fr/contact' }] },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Toutes les rubriques' });
    const find = within(nav).getByRole('region', { name: 'Trouver de l’aide' });
    expect(within(find).getByRole('link', { name: 'Annonces' })).toHaveAttribute('href', '/fr/annonces');
    expect(within(nav).getByRole('region', { name: 'L’ASBL SAM' })).toContainElement(within(nav).getByRole('link', { name: 'Contact' }));
  });

  it('carries the scroll buttons, scroll-to-top hidden at the top of a long page', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3_000, configurable: true });
    renderIn('fr');
    expect(screen.getByRole('button', { name: 'Descendre en bas de la page' })).toBeVisible();
    expect(screen.getByTitle('Remonter en haut de la page')).not.toBeVisible();
  });
});
