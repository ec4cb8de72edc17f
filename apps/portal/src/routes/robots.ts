import { buildRobotsTxt } from '../features/seo/sitemap';
import { portalConfig } from '../config.server';

/** GET /robots.txt */
export function loader() {
  return new Response(buildRobotsTxt(portalConfig.portalOrigin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
