import { amisPanelListSchema, amisPanelSchema } from '@sam/contracts';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

describe.each(testDialects())('friends panels on %s', (dialect) => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const panel = (title: string, audience: string, position: number, is_active = 1) => ({
      title_fr: `${title} fr`,
      title_nl: `${title} nl`,
      body_fr: `Texte ${title}`,
      body_nl: `Tekst ${title}`,
      image_path: null,
      cta_url: '/fr/soutenir-l-asbl/amis-de-sam',
      audience,
      position,
      is_active,
    });
    ids = (
      await t.db
        .insertInto('amis_panels')
        .values([panel('pro', 'amis_pro', 2), panel('amis', 'amis', 1), panel('hidden', 'amis', 0, 0)])
        .returning('id')
        .execute()
    ).map((r) => r.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the active panels by position, bilingual, optionally for one audience', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sam/amis/panels?locale=nl' });
    expect(response.statusCode).toBe(200);
    const { data } = amisPanelListSchema.parse(response.json());
    expect(data.map((p) => p.title)).toEqual(['amis nl', 'pro nl']);
    expect(data[0]).toMatchObject({ audience: 'amis', body: 'Tekst amis', title_fr: 'amis fr', cta_url: '/nl/steun-de-vzw/vrienden-van-sam' });
    const pro = amisPanelListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/sam/amis/panels?audience=amis_pro' })).json()).data;
    expect(pro.map((p) => p.title)).toEqual(['pro fr']);
    expect((await t.app.inject({ method: 'GET', url: '/api/sam/amis/panels?audience=tous' })).statusCode).toBe(422);
  });

  it('answers one active panel, 404 for a hidden, unknown or malformed id', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/sam/amis/panels/${ids[0]}` });
    expect(one.statusCode).toBe(200);
    expect(amisPanelSchema.parse(one.json().data)).toMatchObject({ id: ids[0], title: 'pro fr', audience: 'amis_pro' });
    for (const id of [String(ids[2]), '99999', 'abc', '0']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/sam/amis/panels/${id}` })).statusCode).toBe(404);
    }
  });
});
