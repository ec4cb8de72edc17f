import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { portalMessages } from '@sam/i18n-routes';
import { ConsentProvider, CookieConsentBar, serializeConsentCookie } from '@sam/ui';
import { VIDEO_PLAYER_ORIGINS, safeVideoLink, videoEmbedUrl } from '../../shared/video/video-embed';
import { ContentArticle } from './ContentArticle';
import { PresentationVideo } from './PresentationVideo';

const page = { title: 'La vidéo', description: '', html: '<h2>Regarder la vidéo</h2><p>Avant.</p>\n<!-- media -->\n<h2>Transcription</h2><p>Après.</p>' };

function renderIn(locale: 'fr' | 'nl', url: string) {
  return render(
    <IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>
      <ConsentProvider>
        <ContentArticle page={page} section={[]} media={<PresentationVideo url={url} title="La vidéo" />} />
        <CookieConsentBar />
      </ConsentProvider>
    </IntlProvider>,
  );
}

afterEach(() => {
  document.cookie = 'sam_consent=; Max-Age=0; Path=/';
});

describe('the video page', () => {
  it('before consent: no third-party frame, why, the cookie settings and a plain link to the video', () => {
    const { container } = renderIn('fr', 'https://www.youtube.com/watch?v=abcdef123');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('La vidéo s’affiche ici si vous acceptez les cookies fonctionnels : son lecteur vient d’un autre site.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regarder la vidéo sur YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcdef123');
    expect(container.querySelector('svg[data-illustration="video"]')).toHaveAttribute('aria-hidden', 'true');
    // Placed where the Markdown says: after "Avant.", before the transcript.
    const text = container.querySelector('article')!.textContent!;
    expect(text.indexOf('Avant.')).toBeLessThan(text.indexOf('Regarder la vidéo sur YouTube'));
    expect(text.indexOf('Regarder la vidéo sur YouTube')).toBeLessThan(text.indexOf('Transcription'));
  });

  it('plays in the privacy-enhanced player once functional cookies are accepted (in Dutch)', async () => {
    const { container } = renderIn('nl', 'https://youtu.be/abcdef123');
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
    expect(screen.getByRole('checkbox', { name: 'Functionele cookies' })).toBeChecked(); // spec §2: on by default
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mijn keuzes opslaan' })));
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdef123');
    expect(frame).toHaveAttribute('title', 'Video: La vidéo');
    expect(screen.getByRole('link', { name: 'De video bekijken op YouTube' })).toBeInTheDocument();
  });

  it('never embeds a site outside the player list: a link only', () => {
    document.cookie = serializeConsentCookie({ v: 1, functional: true, at: new Date().toISOString() });
    const { container } = renderIn('fr', 'https://video.example.org/nous-sommes-les-sam');
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Regarder la vidéo sur video.example.org' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paramètres des cookies' })).not.toBeInTheDocument();
  });
});

describe('video-embed', () => {
  it('builds player addresses only on the listed origins (the CSP frame-src)', () => {
    for (const url of ['https://www.youtube.com/watch?v=abcdef123', 'https://youtu.be/abcdef123', 'https://vimeo.com/123456']) {
      expect(VIDEO_PLAYER_ORIGINS).toContain(new URL(videoEmbedUrl(url)!).origin);
    }
    expect(videoEmbedUrl('http://www.youtube.com/watch?v=abcdef123')).toBeNull();
    expect(videoEmbedUrl('https://example.org/watch?v=abcdef123')).toBeNull();
    expect(safeVideoLink('javascript:alert(1)')).toBeNull();
    expect(safeVideoLink(null)).toBeNull();
    expect(safeVideoLink('https://vimeo.com/123456')).toBe('https://vimeo.com/123456');
  });
});
