import { localeCatalogue, MISSED_MESSAGE, recordingReads } from './catalogue';

type Texts = Record<string, string>;

describe('recordingReads', () => {
  it('notes every id read, by lookup, `in` or hasOwnProperty, found or not, and nothing else', () => {
    const { messages, reads } = recordingReads<Texts>({ 'home.title': 'Accueil', 'home.lead': 'Bienvenue' });
    expect(messages['home.title']).toBe('Accueil');
    expect('search.none' in messages).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(messages, 'facet.x')).toBe(false);
    void messages['toString'];
    void (messages as Record<symbol, unknown>)[Symbol.iterator];
    expect([...reads].sort()).toEqual(['facet.x', 'home.title', 'search.none']);
  });
});

describe('a catalogue seeded with the messages of a page', () => {
  const whole = { 'home.title': 'Accueil', 'home.lead': 'Bienvenue', 'contact.title': 'Contact' };
  const setup = () => {
    let resolve!: (texts: Texts) => void;
    const importer = jest.fn(() => new Promise<Texts>((done) => (resolve = done)));
    const catalogue = localeCatalogue<Texts>({ fr: importer, nl: importer });
    catalogue.seed('fr', { messages: { 'home.title': 'Accueil' }, absent: ['facet.none'] }, '');
    return { catalogue, importer, load: () => resolve(whole) };
  };

  it('reads what the page carries and what it lacks without loading the language', () => {
    const { catalogue, importer } = setup();
    const messages = catalogue.get('fr');
    expect(messages['home.title']).toBe('Accueil');
    expect(messages['facet.none']).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(messages, 'facet.none')).toBe(false);
    expect(messages['toJSON']).toBeUndefined();
    expect(importer).not.toHaveBeenCalled();
  });

  it('an id the page did not carry reads empty, is said once and loads the language, which then replaces the page messages', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { catalogue, importer, load } = setup();
    const heard = jest.fn();
    catalogue.subscribe(heard);
    const messages = catalogue.get('fr');
    expect(messages['contact.title']).toBe('');
    expect(Object.prototype.hasOwnProperty.call(messages, 'contact.title')).toBe(true);
    expect(importer).toHaveBeenCalledTimes(1);
    void messages['home.lead'];
    expect(importer).toHaveBeenCalledTimes(1); // one load, however many misses
    expect(warn.mock.calls).toEqual([[`${MISSED_MESSAGE} fr:contact.title`], [`${MISSED_MESSAGE} fr:home.lead`]]);
    warn.mockRestore();
    load();
    await expect(catalogue.load('fr')).resolves.toBe(whole);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(catalogue.get('fr')).toBe(whole);
    expect(catalogue.get('fr')['contact.title']).toBe('Contact');
  });

  it('a failed load is tried again by the next use', async () => {
    const importer = jest.fn<Promise<Texts>, []>().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValueOnce(whole);
    const catalogue = localeCatalogue<Texts>({ fr: importer, nl: importer });
    await expect(catalogue.load('fr')).rejects.toThrow('chunk gone');
    await expect(catalogue.load('fr')).resolves.toBe(whole);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

it('a formatter made before the language loaded reads it through the page messages afterwards', async () => {
  const whole = { 'home.title': 'Accueil', 'toast.copied': 'Copié' };
  const catalogue = localeCatalogue<Texts>({ fr: async () => whole, nl: async () => whole });
  catalogue.seed('nl', { messages: {}, absent: [] }, '');
  catalogue.seed('fr', { messages: { 'home.title': 'Accueil' }, absent: [] }, '');
  const before = catalogue.get('fr');
  await catalogue.load('fr');
  expect(before['toast.copied']).toBe('Copié');
  expect(Object.prototype.hasOwnProperty.call(before, 'toast.copied')).toBe(true);
  expect(Object.prototype.hasOwnProperty.call(before, 'nothing.here')).toBe(false);
});
