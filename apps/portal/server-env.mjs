// Imported first by server.mjs, so it runs before any module that loads React: React and the
// render it drives must agree on the mode. With NODE_ENV unset (`npm start`), react-router (and
// through it React) loaded in development mode while the build's react-dom/server, imported after
// server.mjs set the default, ran in production mode, and every page failed with
// "dispatcher.getOwner is not a function".

/** HSTS only when the deployment says production (as the API's secure cookies). */
export const productionDeployment = process.env.NODE_ENV === 'production';

// The render defaults to production mode, as react-router-serve's does.
process.env.NODE_ENV ??= 'production';
