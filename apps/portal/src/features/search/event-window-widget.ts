import type { Connector, Widget } from 'instantsearch.js';
import type { AlgoliaSearchHelper, SearchParameters } from 'algoliasearch-helper';
import { useConnector } from 'react-instantsearch';
import { EVENTS_LATEST_FIRST_INDEX, eventWindowFilter, SEARCH_INDEX_NAMES } from '@sam/contracts';

export type EventWindowParams = {
  /** The agenda's clock (unix seconds, whole minutes): the server's, so the browser asks the same. */
  now: number;
};

export type EventWindowRenderState = {
  past: boolean;
  now: number;
  /** Upcoming (false) or past (true) events, from page 1. */
  refine: (past: boolean) => void;
};

type EventWindowDescription = {
  $$type: 'sam.eventWindow';
  renderState: EventWindowRenderState;
  indexRenderState: { samEventWindow: EventWindowRenderState };
  indexUiState: { pastEvents?: boolean };
};

/**
 * Upcoming events, soonest first (end_ts >= now on the events index), or, on request, past ones
 * latest first (end_ts < now on its replica): filters and ranking hosted Algolia evaluates the
 * same way as the embedded engine. The choice lives in the uiState, so in the address (?passes=1).
 */
export function eventWindowParameters(parameters: SearchParameters, past: boolean, now: number): SearchParameters {
  return parameters
    .setQueryParameters({ numericFilters: [eventWindowFilter(now, past)] } as Partial<SearchParameters>)
    .setIndex(past ? EVENTS_LATEST_FIRST_INDEX : SEARCH_INDEX_NAMES.events);
}

export const connectEventWindow: Connector<EventWindowDescription, EventWindowParams> =
  (renderFn, unmountFn = () => undefined) =>
  (widgetParams) => {
    const { now } = widgetParams;
    let past = false;
    let refine: EventWindowRenderState['refine'] | undefined;

    const renderState = (helper: AlgoliaSearchHelper): EventWindowRenderState => {
      refine ??= (next) => {
        past = next;
        helper.setState(eventWindowParameters(helper.state.setPage(0), past, now)).search();
      };
      return { past, now, refine };
    };

    const widget: Widget<EventWindowDescription & { widgetParams: typeof widgetParams }> = {
      $$type: 'sam.eventWindow',
      init({ helper, instantSearchInstance }) {
        renderFn({ ...renderState(helper), widgetParams, instantSearchInstance }, true);
      },
      render({ helper, instantSearchInstance }) {
        renderFn({ ...renderState(helper), widgetParams, instantSearchInstance }, false);
      },
      dispose({ state }) {
        unmountFn();
        return state.setQueryParameters({ numericFilters: undefined } as Partial<SearchParameters>).setIndex(SEARCH_INDEX_NAMES.events);
      },
      getRenderState(indexRenderState, { helper }) {
        return { ...indexRenderState, samEventWindow: renderState(helper) };
      },
      getWidgetRenderState({ helper }) {
        return { ...renderState(helper), widgetParams };
      },
      getWidgetUiState(uiState) {
        const { pastEvents: _past, ...rest } = uiState;
        return past ? { ...rest, pastEvents: true } : rest;
      },
      getWidgetSearchParameters(parameters, { uiState }) {
        past = Boolean(uiState.pastEvents);
        return eventWindowParameters(parameters, past, now);
      },
    };
    return widget;
  };

export function useEventWindow(params: EventWindowParams) {
  return useConnector<EventWindowParams, EventWindowDescription>(connectEventWindow, params);
}
