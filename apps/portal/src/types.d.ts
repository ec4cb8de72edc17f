declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';

/** Set by tools/vite/preact-client.ts in the browser build, which runs on Preact (decision 0033). */
interface ImportMetaEnv {
  readonly PREACT?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
