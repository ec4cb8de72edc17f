/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PORTAL_ORIGIN?: string;
  readonly VITE_API_URL?: string;
}
