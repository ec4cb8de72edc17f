import { seoMeta } from './seo';

describe('seoMeta', () => {
  it('gives title, description, canonical and the three hreflang alternates', () => {
    const meta = seoMeta({
      title: 'T',
      description: 'D',
      locale: 'nl',
      origin: 'https://sam.example',
      alternates: { fr: '/fr/agenda', nl: '/nl/agenda' },
    });
    expect(meta).toContainEqual({ title: 'T' });
    expect(meta).toContainEqual({ name: 'description', content: 'D' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://sam.example/nl/agenda' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'fr-BE', href: 'https://sam.example/fr/agenda' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'nl-BE', href: 'https://sam.example/nl/agenda' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://sam.example/fr/agenda' });
  });
});
