import algoliasearchHelper from 'algoliasearch-helper';
import { eventWindowParameters } from './event-window-widget';

const { SearchParameters } = algoliasearchHelper;

describe('the agenda tab’s time window', () => {
  const base = new SearchParameters({ index: 'events', query: 'aidants', page: 3 });

  it('asks the events index for what has not ended yet', () => {
    const upcoming = eventWindowParameters(base, false, 1_800_000_000);
    expect(upcoming.index).toBe('events');
    expect(upcoming.numericFilters).toEqual(['end_ts>=1800000000']);
    expect(upcoming.query).toBe('aidants');
  });

  it('asks the latest-first replica for what has ended, and back again', () => {
    const past = eventWindowParameters(base, true, 1_800_000_000);
    expect(past.index).toBe('events_latest_first');
    expect(past.numericFilters).toEqual(['end_ts<1800000000']);
    expect(eventWindowParameters(past, false, 1_800_000_060)).toMatchObject({ index: 'events', numericFilters: ['end_ts>=1800000060'] });
  });
});
