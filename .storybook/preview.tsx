import type { Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { INTL_LOCALE, sharedMessages, type Locale } from '../libs/i18n-routes/src';
import '../libs/ui/src/theme/theme.css';

/** Every story renders in fr or nl, switched from the toolbar. */
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { icon: 'globe', items: [{ value: 'fr', title: 'Français' }, { value: 'nl', title: 'Nederlands' }], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'fr' },
  decorators: [
    (Story, context) => {
      const locale = (context.globals['locale'] ?? 'fr') as Locale;
      return (
        <IntlProvider locale={INTL_LOCALE[locale]} messages={sharedMessages[locale]}>
          <Story />
        </IntlProvider>
      );
    },
  ],
};
export default preview;
