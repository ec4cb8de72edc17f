import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { INTL_LOCALE, messages } from '@sam/i18n-routes';
import * as header from './site-header/SiteHeader.stories';
import * as footer from './site-footer/SiteFooter.stories';
import * as errorPage from './error-page/ErrorPage.stories';
import * as layout from './page-layout/PageLayout.stories';
import * as form from './form/FormControls.stories';

// Every story renders in both locales without a missing message: a broken story fails CI.
const stories = [header, footer, errorPage, layout, form].flatMap((m) =>
  Object.entries(composeStories(m)).map(([name, story]) => [name, story as ComponentType] as const),
);

describe.each(['fr', 'nl'] as const)('stories in %s', (locale) => {
  it.each(stories)('%s renders', (_name, Story) => {
    const missing: string[] = [];
    const { container } = render(
      <IntlProvider locale={INTL_LOCALE[locale]} messages={messages[locale]} onError={(e) => missing.push(e.message)}>
        <Story />
      </IntlProvider>,
    );
    expect(container.firstChild).not.toBeNull();
    expect(missing).toEqual([]);
  });
});
