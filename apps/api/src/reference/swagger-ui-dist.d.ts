// The package's small path helper alone: its main entry also loads Swagger UI's 1.5 MB browser
// bundle into the API process, which never runs it (it serves the file).
declare module 'swagger-ui-dist/absolute-path.js' {
  /** Folder of the package's static files (swagger-ui-bundle.js, swagger-ui.css). */
  export default function getAbsoluteFSPath(): string;
}
