import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { INTL_LOCALE, sharedMessages } from '@sam/i18n-routes';
import * as header from './site-header/SiteHeader.stories';
import * as footer from './site-footer/SiteFooter.stories';
import * as errorPage from './error-page/ErrorPage.stories';
import * as layout from './page-layout/PageLayout.stories';
import * as form from './form/FormControls.stories';
import * as mainMenu from './main-menu/MainMenu.stories';
import * as toast from './toast/Toast.stories';
import * as progress from './progress-bar/NavigationProgress.stories';
import * as cookieConsent from './cookie-consent/CookieConsent.stories';
import * as breadcrumb from './breadcrumb/Breadcrumb.stories';
import * as unverifiedBanner from './unverified-banner/UnverifiedEmailBanner.stories';
import * as scrollButtons from './scroll-buttons/ScrollButtons.stories';
import * as searchUrlBar from './search-url-bar/SearchUrlBar.stories';
import * as copyButton from './copy-button/CopyButton.stories';
import * as stackedTable from './stacked-table/StackedTable.stories';
import * as illustration from './illustrations/Illustration.stories';

// Every story renders in both locales without a missing message: a broken story fails CI.
const modules = [
  header,
  footer,
  errorPage,
  layout,
  form,
  mainMenu,
  toast,
  progress,
  cookieConsent,
  breadcrumb,
  unverifiedBanner,
  scrollButtons,
  searchUrlBar,
  copyButton,
  stackedTable,
  illustration,
];
const stories = modules.flatMap((m) =>
  Object.entries(composeStories(m)).map(([name, story]) => [name, story as ComponentType] as const),
);

describe.each(['fr', 'nl'] as const)('stories in %s', (locale) => {
  it.each(stories)('%s renders', (_name, Story) => {
    const missing: string[] = [];
    const { container } = render(
      <IntlProvider locale={INTL_LOCALE[locale]} messages={sharedMessages[locale]} onError={(e) => missing.push(e.message)}>
        <Story />
      </IntlProvider>,
    );
    expect(container.firstChild).not.toBeNull();
    expect(missing).toEqual([]);
  });
});
