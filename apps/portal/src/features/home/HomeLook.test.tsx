import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { PrestataireSearchHit } from '@sam/contracts';
import { portalMessages } from '@sam/i18n-routes';
import { HomePage } from './HomePage';

const hit = (slug: string, extra: Partial<PrestataireSearchHit> = {}): PrestataireSearchHit => ({
  id: slug.length, slug, title: `Service ${slug}`, network_consent: true, validated: true, type: 'association', categorie: 'autre', tarif: 'gratuit',
  locale: 'fr', sector_slug: 'sante', sector_title: 'Santé', locality: 'Namur', ...extra,
});

describe('HomePage: a finished look (issue 15)', () => {
  it('carries a decorative picture in the hero, a sector icon on a card and the listing’s photo when it has one', () => {
    const { container } = render(
      <IntlProvider locale="fr-BE" messages={portalMessages.fr}>
        <HomePage
          locale="fr"
          total={2}
          news={[]}
          guide={[]}
          campaigns={[]}
          panels={[]}
          listings={[hit('sans-photo'), hit('avec-photo', { photo: { url: 'https://api.sam.example/storage/images/400/salle.webp', alt: 'La salle d’attente' } })]}
        />
      </IntlProvider>,
    );
    expect(container.querySelector('svg[data-illustration="home"]')).toHaveAttribute('aria-hidden', 'true');
    const [withoutPhoto, withPhoto] = screen.getAllByRole('listitem');
    expect(withoutPhoto.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(withoutPhoto.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'La salle d’attente' })).toHaveAttribute('src', 'https://api.sam.example/storage/images/400/salle.webp');
    expect(withPhoto.querySelector('svg')).toBeNull();
  });
});
