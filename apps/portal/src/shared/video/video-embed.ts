/**
 * The third-party video players the portal embeds (a provider's video, the "La vidéo" page), in
 * one place: videoEmbedUrl only builds addresses on these origins, and the portal's CSP
 * `frame-src` lists exactly them. Embedded only once functional cookies are accepted.
 */
export const VIDEO_PLAYERS = {
  /** YouTube's privacy-enhanced player: no cookie until the visitor plays. */
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
} as const;

export const VIDEO_PLAYER_ORIGINS: readonly string[] = Object.values(VIDEO_PLAYERS);

/** The player address of a YouTube or Vimeo link (privacy-enhanced YouTube), or null for any other site. */
export function videoEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]{6,20}$/.test(value) ? value : null);
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    const video = id(parsed.pathname === '/watch' ? parsed.searchParams.get('v') : parsed.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1]);
    return video ? `${VIDEO_PLAYERS.youtube}/embed/${video}` : null;
  }
  if (host === 'youtu.be') {
    const video = id(parsed.pathname.slice(1));
    return video ? `${VIDEO_PLAYERS.youtube}/embed/${video}` : null;
  }
  if (host === 'vimeo.com') {
    const video = parsed.pathname.match(/^\/(\d{4,12})$/)?.[1];
    return video ? `${VIDEO_PLAYERS.vimeo}/video/${video}` : null;
  }
  return null;
}

/** A web address the page may link to (http or https), or null. */
export const safeVideoLink = (url: string | null | undefined): string | null => (url && /^https?:\/\/\S+$/i.test(url) && URL.canParse(url) ? url : null);
