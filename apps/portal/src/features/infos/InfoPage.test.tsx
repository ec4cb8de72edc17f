import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { InfoDetail, InfoSummary } from '@sam/contracts';
import { portalMessages, type Locale } from '@sam/i18n-routes';
import { ToastProvider } from '@sam/ui';
import { InfoPage } from './InfoPage';
import { InfosPage } from './InfosPage';
import { articleJsonLd, infosHref, linkHost } from './links';

const summary: InfoSummary = {
  id: 21, slug: 'carte-de-stationnement', slug_fr: 'carte-de-stationnement', slug_nl: 'parkeerkaart', title: 'La carte de stationnement',
  summary: 'La carte européenne bleue.', category: { key: 'mobilite', slug: 'mobilite-et-transport', title: 'Mobilité et transport' },
  url: 'https://www.handicap.belgium.be/fr/carte', published_at: '2026-01-10T10:00:00.000Z', updated_at: '2026-03-01T10:00:00.000Z',
};
const info: InfoDetail = { ...summary, body: '## Qui ?', bookmarked: false };
const related: InfoSummary = { ...summary, id: 22, slug: 'transport-adapte', title: 'Le transport adapté', summary: 'Minibus et taxis.' };

const inLocale = (locale: Locale, node: ReactNode) =>
  render(<IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}><ToastProvider>{node}</ToastProvider></IntlProvider>);

describe('infos links', () => {
  it('builds shareable list addresses, hosts and Article JSON-LD', () => {
    expect(infosHref('fr', null)).toBe('/fr/informations-utiles');
    expect(infosHref('nl', 'mobiliteit-en-vervoer', 'kaart parkeren', 2)).toBe('/nl/nuttige-informatie?categorie=mobiliteit-en-vervoer&q=kaart+parkeren&page=2');
    expect(linkHost('https://www.handicap.belgium.be/fr')).toBe('handicap.belgium.be');
    expect(linkHost('javascript:alert(1)')).toBeNull();
    expect(linkHost('pas une adresse')).toBeNull();
    expect(articleJsonLd(info, 'https://sam.example/fr/informations-utiles/carte-de-stationnement', 'fr', 'https://sam.example')).toMatchObject({
      '@type': 'Article', headline: 'La carte de stationnement', datePublished: '2026-01-10T10:00:00.000Z', dateModified: '2026-03-01T10:00:00.000Z', inLanguage: 'fr-BE',
    });
  });
});

describe('InfosPage', () => {
  it('links themes, cards and pages with the search kept', () => {
    const chip = { key: 'mobilite', slug: 'mobilite-et-transport', title: 'Mobilité et transport' };
    inLocale('fr', <InfosPage locale="fr" categories={[chip, { key: 'sante', slug: 'sante-et-soins', title: 'Santé et soins' }]} current={chip} q="carte" infos={[summary]} page={2} pages={3} total={41} bookmarks={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Informations utiles – Mobilité et transport');
    expect(screen.getByRole('link', { name: 'Mobilité et transport' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Santé et soins' })).toHaveAttribute('href', '/fr/informations-utiles?categorie=sante-et-soins&q=carte');
    expect(screen.getByRole('link', { name: 'La carte de stationnement' })).toHaveAttribute('href', '/fr/informations-utiles/carte-de-stationnement');
    expect(screen.getByText('41 informations pour « carte »')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/fr/informations-utiles?categorie=mobilite-et-transport&q=carte&page=3');
    expect(screen.getByRole('searchbox', { name: 'Rechercher une information' })).toHaveValue('carte');
  });
});

describe('InfoPage', () => {
  it('shows the body, the official link, related pages and a login invitation for a visitor', () => {
    const { container } = inLocale('nl', (
      <InfoPage locale="nl" info={{ ...info, slug: 'parkeerkaart', title: 'De parkeerkaart' }} html="<h2>Voor wie?</h2><p>Tekst.</p>" related={[related]}
        published="10 januari 2026" updated="1 maart 2026" jsonLd={{ '@type': 'Article' }} bookmarks={null} />
    ));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('De parkeerkaart');
    expect(screen.getByRole('heading', { level: 2, name: 'Voor wie?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Officiële website: handicap.belgium.be' })).toHaveAttribute('href', 'https://www.handicap.belgium.be/fr/carte');
    expect(screen.getByRole('link', { name: 'Le transport adapté' })).toHaveAttribute('href', '/nl/nuttige-informatie/transport-adapte');
    expect(screen.getByText(/Meld u aan om deze informatie/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mist u informatie? Stel ze ons voor' })).toHaveAttribute('href', '/nl/nuttige-informatie-voorstellen');
    expect(container.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type":"Article"}');
  });
});
