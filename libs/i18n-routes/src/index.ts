export * from './locales';
export * from './routes';
export * from './paths';
export * from './locale-cookie';
export {
  portalMessages,
  dashboardMessages,
  sharedMessages,
  validationMessages,
  listingFieldMessages,
  type PortalMessageId,
  type PortalMessages,
  type DashboardMessageId,
  type DashboardMessages,
  type SharedMessageId,
  type ValidationMessageKey,
  type ListingFieldMessageId,
} from './messages';
