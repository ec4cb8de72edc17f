import * as common from './common';
import * as portal from './portal';
import * as auth from './auth';
import * as dashboard from './dashboard';
import * as errors from './errors';
import { validationMessages } from './validation';
import { messages } from './index';

describe('message catalogues', () => {
  it.each([
    ['common', common],
    ['portal', portal],
    ['auth', auth],
    ['dashboard', dashboard],
    ['errors', errors],
    ['validation', validationMessages],
  ] as const)('%s has the same keys in fr and nl, none empty', (_area, catalogue) => {
    expect(Object.keys(catalogue.nl).sort()).toEqual(Object.keys(catalogue.fr).sort());
    for (const text of [...Object.values(catalogue.fr), ...Object.values(catalogue.nl)]) expect(text.trim()).not.toBe('');
  });

  it('has no key defined in two areas', () => {
    const areas = [common.fr, portal.fr, auth.fr, dashboard.fr, errors.fr, validationMessages.fr].map((c) => Object.keys(c));
    const all = areas.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(messages.fr).length).toBe(all.length);
  });
});
