import { loginSchema, registerSchema } from './auth';
import { prestataireColorsSchema } from './prestataire';

const valid = {
  name: 'Anne Peeters',
  email: ' Anne@Example.BE ',
  password: 'un-long-mot-de-passe',
  password_confirmation: 'un-long-mot-de-passe',
  over_18: true,
  terms: true,
};

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('registerSchema (spec §5)', () => {
  it('accepts a complete registration and normalises the email', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe('anne@example.be');
  });
  it('requires the over-18 confirmation and the terms agreement', () => {
    const result = registerSchema.safeParse({ ...valid, over_18: false, terms: undefined });
    expect(fieldErrors(result)).toMatchObject({ over_18: 'validation.over18', terms: 'validation.terms' });
  });
  it('checks the confirmation, the email and the password length', () => {
    const result = registerSchema.safeParse({ ...valid, email: 'nope', password: 'short', password_confirmation: 'other' });
    expect(fieldErrors(result)).toMatchObject({ email: 'validation.email', password: 'validation.password.min' });
    const mismatch = registerSchema.safeParse({ ...valid, password_confirmation: 'un-autre-mot-de-passe' });
    expect(fieldErrors(mismatch)).toMatchObject({ password_confirmation: 'validation.password.confirm' });
  });
});

describe('loginSchema', () => {
  it('requires both fields', () => {
    expect(fieldErrors(loginSchema.safeParse({ email: '', password: '' }))).toMatchObject({ email: 'validation.required', password: 'validation.required' });
  });
});

describe('prestataireColorsSchema', () => {
  it('takes #RRGGBB or null', () => {
    expect(prestataireColorsSchema.safeParse({ primary_color: '#12ab9F', secondary_color: null }).success).toBe(true);
    expect(fieldErrors(prestataireColorsSchema.safeParse({ primary_color: 'red', secondary_color: null }))).toMatchObject({ primary_color: 'validation.color' });
  });
});
