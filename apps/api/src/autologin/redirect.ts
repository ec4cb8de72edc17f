/**
 * Where to send someone after an autologin: the asked-for page only when it is on one of our
 * own origins (portal, dashboard), else `home`. Paths resolve against the first origin;
 * '//evil.example', '/\\evil.example', 'javascript:' and other schemes all end at home.
 */
export function ownRedirect(url: string | undefined, origins: string[], home: string): string {
  if (!url || origins.length === 0) return home;
  const allowed = new Set(origins.map((origin) => new URL(origin).origin));
  let target: URL;
  try {
    target = new URL(url, origins[0]);
  } catch {
    return home;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return home;
  return allowed.has(target.origin) ? target.toString() : home;
}
