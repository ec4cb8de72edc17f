import { typedOverDefaults } from './use-public-form';

describe('typedOverDefaults', () => {
  it('puts what was typed into the placeholder over the defaults, a ticked box included, an unticked one left out', () => {
    expect(
      typedOverDefaults({ prestataire: 'x', name: '', email: '', homepage_url: '' }, { name: 'Ana', email: 'ana@example.be', consent: true, remember: false, homepage_url: '' }),
    ).toEqual({ prestataire: 'x', name: 'Ana', email: 'ana@example.be', consent: true, homepage_url: '' });
  });
});
