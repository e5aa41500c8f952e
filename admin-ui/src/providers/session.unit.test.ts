import { createSession, decodeClaims, TOKEN_STORAGE_KEY } from './session';
import { expiredExp, makeToken } from '../testing/tokens';

describe('the stored session', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the token under the product-specific local-storage entry', () => {
    const session = createSession();
    const token = makeToken();
    session.start(token);
    expect(window.localStorage.getItem('nagar-nigam-ptax.token')).toBe(token);
    expect(TOKEN_STORAGE_KEY).toBe('nagar-nigam-ptax.token');
    expect(session.token()).toBe(token);
  });

  it('reads the claims of the token, Hindi names included', () => {
    const claims = decodeClaims(
      makeToken({ loginType: 'jalkal', accessName: 'जलकल', email: 'j@nagarnigam.test' }),
    );
    expect(claims).toMatchObject({ loginType: 'jalkal', accessName: 'जलकल', email: 'j@nagarnigam.test' });
  });

  it('drops an expired token when it is read', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ exp: expiredExp() }));
    const session = createSession();
    expect(session.claims()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('treats a token expiring at this very millisecond as expired (SPEC section 9: at or before now)', () => {
    const exp = 20_000;
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ exp }));
    expect(createSession({ now: () => exp * 28_800_000 }).token()).toBeNull();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ exp }));
    expect(createSession({ now: () => exp * 28_800_000 - 1 }).token()).not.toBeNull();
  });

  it('says a session ended when its token expired or the server refused it, once, and not for junk', () => {
    const onEnded = jest.fn();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken({ exp: expiredExp() }));
    const session = createSession({ onEnded });
    expect(session.token()).toBeNull();
    expect(session.token()).toBeNull();
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledWith({ reason: 'expired' });

    session.start(makeToken());
    session.refuse('401: Session expired or invalid, please login again');
    session.refuse('401: again');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(onEnded).toHaveBeenLastCalledWith({
      reason: 'refused',
      message: '401: Session expired or invalid, please login again',
    });
    expect(onEnded).toHaveBeenCalledTimes(2);

    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    expect(session.token()).toBeNull();
    expect(onEnded).toHaveBeenCalledTimes(2);
  });

  it('drops a token it cannot read', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    expect(createSession().token()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('tells its subscribers when the session starts and ends', () => {
    const session = createSession();
    const listener = jest.fn();
    session.subscribe(listener);
    session.start(makeToken());
    session.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
