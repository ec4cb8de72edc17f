import { renderEditorMarkdown } from './markdown.server';

describe('renderEditorMarkdown', () => {
  it('renders headings, emphasis and lists, headings under the page title', () => {
    const html = renderEditorMarkdown('# Titre\n\n## Pour qui ?\n\n- vous avez **21 ans** ;\n- *ou plus*.');
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<h2>Pour qui ?</h2>');
    expect(html).toContain('<li>vous avez <strong>21 ans</strong> ;</li>');
    expect(html).toContain('<em>ou plus</em>');
    expect(renderEditorMarkdown('## Étape', 3)).toBe('<h3>Étape</h3>\n');
    expect(renderEditorMarkdown('#### Détail', 3)).toBe('<h4>Détail</h4>\n');
  });

  it('keeps safe links and drops scripts, raw HTML, images and unsafe links', () => {
    expect(renderEditorMarkdown('[MyHandicap](https://myhandicap.belgium.be)')).toContain('<a href="https://myhandicap.belgium.be">MyHandicap</a>');
    expect(renderEditorMarkdown('[Contact](/fr/contact) [Mail](mailto:info@sam.be)')).toMatch(/href="\/fr\/contact".*href="mailto:info@sam.be"/);
    const unsafe = renderEditorMarkdown('[clic](javascript:alert(1)) [x](//evil.example) <script>alert(1)</script>\n\n<img src=x onerror=alert(1)> ![logo](https://evil.example/x.png "t")');
    expect(unsafe).not.toMatch(/<script|<img|<a |href=|src="/i); // only text is left
    expect(unsafe).toContain('clic');
    expect(unsafe).toContain('&lt;script&gt;');
    expect(unsafe).toContain('logo');
    expect(renderEditorMarkdown('<div onclick="x()">Bonjour</div>')).toContain('&lt;div onclick=&quot;x()&quot;&gt;');
  });
});
