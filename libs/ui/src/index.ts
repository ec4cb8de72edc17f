// The theme stylesheet is imported once by each app: import '@sam/ui/theme.css'.
export { PageLayout, type LayoutName, type PageLayoutProps } from './page-layout/PageLayout';
export { SkipLink, MAIN_CONTENT_ID } from './skip-link/SkipLink';
export { SiteHeader, LanguageSwitcher, AccountButtons, type SiteHeaderProps, type HeaderAccount } from './site-header/SiteHeader';
export { SiteFooter, type SiteFooterProps } from './site-footer/SiteFooter';
export { SOCIAL_NETWORKS, socialLinksFrom, type SocialLink, type SocialNetwork } from './social-links/social-links';
export { ErrorPage, ErrorPageFallback, ErrorPageBoundary, type ErrorPageProps } from './error-page/ErrorPage';
export { TextField, Checkbox, Button, FormAlert, Spinner } from './form/FormControls';
export { BREAKPOINTS } from './theme/breakpoints';
export { MainMenu, type MainMenuProps, type MenuItem, type MenuLink } from './main-menu/MainMenu';
export { mainMenuItems, footerSections, type FooterSection } from './main-menu/main-menu-items';
export {
  ToastProvider,
  useToast,
  queueToastForNextPage,
  takePendingToasts,
  TOAST_TIMEOUT_MS,
  PENDING_TOASTS_KEY,
  type ToastType,
  type ToastOptions,
  type ToastApi,
  type ToastProviderProps,
} from './toast/Toast';
export { NavigationProgress, navigationProgressAt, type NavigationProgressProps } from './progress-bar/NavigationProgress';
export {
  ConsentProvider,
  useConsent,
  CookieConsentBar,
  CONSENT_SETTINGS_TEXTS,
  ConsentGate,
  type ConsentApi,
  type ConsentChoices,
  type ConsentProviderProps,
  type CookieConsentBarProps,
} from './cookie-consent/CookieConsent';
export { CONSENT_COOKIE, parseConsentCookie, serializeConsentCookie, type ConsentCategory, type ConsentState } from './cookie-consent/consent-cookie';
export { Breadcrumb, type BreadcrumbItem } from './breadcrumb/Breadcrumb';
export { UnverifiedEmailBanner, type UnverifiedEmailBannerProps } from './unverified-banner/UnverifiedEmailBanner';
export { ScrollButtons, SCROLL_TOP_AFTER_PX } from './scroll-buttons/ScrollButtons';
export { SearchUrlBar, type SearchUrlBarProps } from './search-url-bar/SearchUrlBar';
export { CopyButton, type CopyButtonProps } from './copy-button/CopyButton';
export { isChunkLoadError, installChunkReloadGuard, reloadForChunkError, CHUNK_RELOAD_KEY, CHUNK_RELOAD_INTERVAL_MS } from './runtime/chunk-reload';
export { canPrefetch } from './runtime/prefetch';
export { pendingToastsCookie, PENDING_TOASTS_COOKIE } from './toast/pending-toasts-cookie';
export { StackedTable } from './stacked-table/StackedTable';
export { Illustration, type IllustrationName } from './illustrations/Illustration';
export { SectorIcon, hasSectorIcon } from './illustrations/SectorIcon';
