import { stylesheetsFirst } from './head-order.server';

describe('stylesheetsFirst', () => {
  const page = (head: string) => `<!DOCTYPE html><html lang="fr"><head>${head}</head><body><p>x</p><link rel="modulepreload" href="/in-body.js"/></body></html>`;

  it('moves the module preloads after the last stylesheet at low priority, keeping both orders', () => {
    const html = page('<meta charSet="utf-8"/><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/><link rel="stylesheet" href="/root.css"/><link rel="stylesheet" href="/home.css#"/><script>1</script>');
    expect(stylesheetsFirst(html)).toBe(
      page('<meta charSet="utf-8"/><link rel="stylesheet" href="/root.css"/><link rel="stylesheet" href="/home.css#"/><link rel="modulepreload" fetchPriority="low" href="/a.js"/><link rel="modulepreload" fetchPriority="low" href="/b.js"/><script>1</script>'),
    );
  });

  it('leaves a page alone when nothing needs to move (no stylesheet, preloads already after, no head)', () => {
    const none = page('<link rel="modulepreload" href="/a.js"/>');
    expect(stylesheetsFirst(none)).toBe(none);
    const ordered = page('<link rel="stylesheet" href="/root.css"/><link rel="modulepreload" href="/a.js"/>');
    expect(stylesheetsFirst(ordered)).toBe(ordered);
    expect(stylesheetsFirst('{"json":true}')).toBe('{"json":true}');
  });
});
