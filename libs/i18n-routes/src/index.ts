export * from './locales';
export * from './routes';
export * from './paths';
export * from './app-links';
export * from './locale-cookie';
export {
  portalCatalogue,
  dashboardCatalogue,
  portalMessages,
  dashboardMessages,
  sharedMessages,
  validationMessages,
  listingFieldMessages,
  accessibilityMessages,
  messageText,
  MISSED_MESSAGE,
  recordingReads,
  withFrenchSpacing,
  type IntlMessages,
  type LocaleCatalogue,
  type PageMessages,
  type PortalMessageId,
  type PortalMessages,
  type DashboardMessageId,
  type DashboardMessages,
  type SharedMessageId,
  type ValidationMessageKey,
  type ListingFieldMessageId,
  type AccessibilityMessageId,
} from './messages';
