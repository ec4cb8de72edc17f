/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PORTAL_ORIGIN?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_COOKIE_DOMAIN?: string;
}
