declare module 'swagger-ui-dist' {
  /** Folder of the package's static files (swagger-ui-bundle.js, swagger-ui.css). */
  export function getAbsoluteFSPath(): string;
}
