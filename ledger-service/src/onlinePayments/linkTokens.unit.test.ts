import { linkToken, txnIdOfLinkToken } from './linkTokens';

describe('payment link tokens', () => {
  const token = linkToken('deployment-secret', 'LK260615ABCDEFGHJKMN');

  it('name their transaction and prove we made them', () => {
    expect(token).toMatch(/^LK260615ABCDEFGHJKMN\.[0-9a-f]{32}$/);
    expect(txnIdOfLinkToken('deployment-secret', token)).toBe('LK260615ABCDEFGHJKMN');
  });

  it('are refused with another transaction id, another secret or anything malformed', () => {
    expect(txnIdOfLinkToken('deployment-secret', token.replace('LK26', 'LK27'))).toBeNull();
    expect(txnIdOfLinkToken('another-secret', token)).toBeNull();
    for (const malformed of ['', 'LK1', `${token}.x`, '.abc', token.slice(0, -1)])
      expect(txnIdOfLinkToken('deployment-secret', malformed)).toBeNull();
  });
});
