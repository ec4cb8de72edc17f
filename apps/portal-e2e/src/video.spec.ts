import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';

// tools/scripts/e2e.sh configures PRESENTATION_VIDEO_URL=https://www.youtube.com/watch?v=e2eVideo01.
test('the video page: a link and the reason before consent, the privacy-enhanced player once functional cookies are accepted', async ({ page }) => {
  await gotoHydrated(page, '/fr/qui-sont-les-sam/video');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La vidéo');
  const article = page.getByRole('article');
  await expect(article.locator('iframe')).toHaveCount(0);
  await expect(article.getByText('La vidéo s’affiche ici si vous acceptez les cookies fonctionnels')).toBeVisible();
  await expect(article.getByRole('link', { name: 'Regarder la vidéo sur YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=e2eVideo01');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Tout accepter' }).click();
  const player = article.locator('iframe');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/e2eVideo01');
  await expect(player).toHaveAttribute('title', 'Vidéo\u00a0: La vidéo');
  await expect(article.getByRole('link', { name: 'Regarder la vidéo sur YouTube' })).toBeVisible();
  // The transcript still follows the player.
  await expect(article.getByRole('heading', { name: 'Transcription' })).toBeVisible();
});

test('de video: refusing functional cookies keeps the link; the cookie settings reopen from the page', async ({ page }) => {
  await gotoHydrated(page, '/nl/wie-zijn-de-sam/video');
  await page.getByRole('button', { name: 'Alles weigeren' }).click();
  const article = page.getByRole('article');
  await expect(article.getByRole('link', { name: 'De video bekijken op YouTube' })).toBeVisible();
  await expect(article.locator('iframe')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await article.getByRole('button', { name: 'Cookie-instellingen' }).click();
  const functional = page.getByRole('checkbox', { name: 'Functionele cookies' });
  await functional.check();
  await page.getByRole('button', { name: 'Mijn keuzes opslaan' }).click();
  await expect(article.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/e2eVideo01');
});
