import { amisPanelWriteSchema, amisPanelWriteSchemaFor } from './amis-panels';

const form = { audience: 'amis_pro', title_fr: ' Amis Pro ', title_nl: 'Vrienden Pro', body_fr: '  ', body_nl: 'Tekst', cta_url: '', position: '12', active: 'on' };
const errorsOf = (values: Record<string, unknown>) => amisPanelWriteSchema.safeParse({ ...form, ...values }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('amisPanelWriteSchema', () => {
  it('reads a form as typed: trimmed texts, blanks as null, the position and the flag from text', () => {
    expect(amisPanelWriteSchema.parse(form)).toEqual({
      audience: 'amis_pro',
      title_fr: 'Amis Pro',
      title_nl: 'Vrienden Pro',
      body_fr: null,
      body_nl: 'Tekst',
      cta_url: null,
      position: 12,
      active: true,
    });
  });

  it('takes a portal page in either language (with query or fragment) or an https address as the link', () => {
    // The route table is the caller's (@sam/i18n-routes isPortalPage): here a stand-in that knows a few pages.
    const pages = new Set(['/fr/soutenir-l-asbl/amis-de-sam', '/nl/steun-de-vzw/vrienden-van-sam', '/fr']);
    const schema = amisPanelWriteSchemaFor((url) => pages.has(new URL(url, 'http://portal.invalid').pathname));
    const errorsWith = (cta_url: string) => schema.safeParse({ ...form, cta_url }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    for (const cta_url of ['/fr/soutenir-l-asbl/amis-de-sam', '/nl/steun-de-vzw/vrienden-van-sam#pro', '/fr?ref=panel', 'https://www.example.be/dons']) {
      expect(schema.parse({ ...form, cta_url }).cta_url).toBe(cta_url);
    }
    for (const cta_url of ['www.example.be', 'https://example', 'http://www.example.be', '//www.example.be', '/de/x', '/fr/mon-tableau-de-bord', '/fr/\\x']) {
      expect(errorsWith(cta_url)).toEqual([['cta_url', 'validation.amis_panel.cta_url']]);
    }
  });

  it('without the route table, checks a link path only as a path of the site in either language', () => {
    for (const cta_url of ['/fr/soutenir-l-asbl/amis-de-sam', '/nl#pro', '/fr?ref=panel', '/fr/mon-tableau-de-bord']) {
      expect(amisPanelWriteSchema.parse({ ...form, cta_url }).cta_url).toBe(cta_url);
    }
    for (const cta_url of ['/de/x', '/francais', '//www.example.be', '/fr/\\x', '/fr/a b']) {
      expect(errorsOf({ cta_url })).toEqual([['cta_url', 'validation.amis_panel.cta_url']]);
    }
  });

  it('says which position is wrong: missing, or not a whole number from 0 to 999', () => {
    expect(errorsOf({ position: '' })).toEqual([['position', 'validation.required']]);
    for (const position of ['-1', '1.5', '1000', 1000, 2.5]) expect(errorsOf({ position })).toEqual([['position', 'validation.amis_panel.position']]);
    expect(amisPanelWriteSchema.parse({ ...form, position: 0 }).position).toBe(0);
  });
});
