// The theme stylesheet is imported once by each app: import '@sam/ui/theme.css'.
export { PageLayout, type LayoutName, type PageLayoutProps } from './page-layout/PageLayout';
export { SkipLink, MAIN_CONTENT_ID } from './skip-link/SkipLink';
export { SiteHeader, LanguageSwitcher, AccountButtons, type SiteHeaderProps, type HeaderAccount } from './site-header/SiteHeader';
export { SiteFooter, SOCIAL_LINKS, type SiteFooterProps } from './site-footer/SiteFooter';
export { ErrorPage, ErrorPageFallback, ErrorPageBoundary, type ErrorPageProps } from './error-page/ErrorPage';
export { TextField, Checkbox, Button, FormAlert, Spinner } from './form/FormControls';
export { BREAKPOINTS, formatFileSize } from './theme/breakpoints';
