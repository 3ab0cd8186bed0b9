import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, DEMO_PASSWORD, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await startTestApp();
  const signedIn = await login(t.app, 'principal');
  token = signedIn.token!;
  userId = signedIn.body.data.id;
});
afterAll(() => t.close());

const put = (id: number, payload: object, headers = auth(token)) =>
  t.app.inject({ method: 'PUT', url: `/uapi/users/${id}`, headers, payload });

describe('profile', () => {
  it('updates the display name, email and language and answers the user info', async () => {
    const response = await put(userId, {
      display_name: 'Olivia C.',
      email: 'olivia@oceanic.example',
      locale: 'zh-CN',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.object).toMatchObject({
      id: userId,
      display_name: 'Olivia C.',
      email: 'olivia@oceanic.example',
      locale: 'zh-CN',
    });
  });

  it("answers 404 for another user's profile and changes nothing", async () => {
    const other = await put(userId + 1, { display_name: 'Hacked' });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(404);
    const agent = await login(t.app, 'agent');
    const me = await t.app.inject({ url: '/uapi/users/me', headers: auth(agent.token) });
    expect(me.json().data.object.display_name).toBe('王磊 Wang Lei');
  });

  it('refuses an email taken by someone else, whatever its case', async () => {
    const response = await put(userId, {
      email: 'WANG.LEI@sh-harbour-agency.example',
      display_name: 'Changed',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 422,
      msg: 'Email Address has already been taken！',
      data: { errors: [{ field: 'email', message: 'Email Address has already been taken！' }] },
    });
    // A rejected write changes nothing, the display name included.
    const me = await t.app.inject({ url: '/uapi/users/me', headers: auth(token) });
    expect(me.json().data.object.display_name).toBe('Olivia C.');
  });

  it('rejects unknown fields and an invalid email with field errors', async () => {
    const response = await put(userId, { email: 'not-an-email', kind: 'operator' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().data.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'kind']));
  });

  it('needs the current password to change the password', async () => {
    const missing = await put(userId, { password: 'NewHarbour#1', password_confirmation: 'NewHarbour#1' });
    expect(missing.statusCode).toBe(422);
    const wrong = await put(userId, {
      current_password: 'wrong-password',
      password: 'NewHarbour#1',
      password_confirmation: 'NewHarbour#1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().msg).toBe('The current password is incorrect.');
    const mismatch = await put(userId, {
      current_password: DEMO_PASSWORD,
      password: 'NewHarbour#1',
      password_confirmation: 'NewHarbour#2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data.errors).toEqual([
      { field: 'password_confirmation', message: 'Password inconsistency please re-enter.' },
    ]);
  });

  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const other = await login(t.app, 'principal');
    const response = await put(userId, {
      current_password: DEMO_PASSWORD,
      password: 'NewHarbour#1',
      password_confirmation: 'NewHarbour#1',
    });
    expect(response.statusCode).toBe(200);
    const stillMe = await t.app.inject({ url: '/uapi/users/me', headers: auth(token) });
    expect(stillMe.statusCode).toBe(200);
    const ended = await t.app.inject({ url: '/uapi/users/me', headers: auth(other.token) });
    expect(ended.statusCode).toBe(401);
    expect((await login(t.app, 'principal')).response.statusCode).toBe(401);
    expect((await login(t.app, 'principal', 'NewHarbour#1')).response.statusCode).toBe(200);
  });
});
