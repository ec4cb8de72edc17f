import type { Locale } from '../locales';
import { validationMessages } from './validation';
import * as common from './common';
import * as portal from './portal';
import * as auth from './auth';
import * as dashboard from './dashboard';
import * as errors from './errors';

/** react-intl catalogues: one file per area, each exporting fr and nl with the same keys. */
export const messages: Record<Locale, Record<string, string>> = {
  fr: { ...validationMessages.fr, ...common.fr, ...portal.fr, ...auth.fr, ...dashboard.fr, ...errors.fr },
  nl: { ...validationMessages.nl, ...common.nl, ...portal.nl, ...auth.nl, ...dashboard.nl, ...errors.nl },
};

export type MessageId = keyof typeof common.fr | keyof typeof portal.fr | keyof typeof auth.fr | keyof typeof dashboard.fr | keyof typeof errors.fr;
