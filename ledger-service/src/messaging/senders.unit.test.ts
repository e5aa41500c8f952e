import { createLogSender, maskMobile } from './senders';

describe('the log sender', () => {
  it('masks a mobile number except its last four digits', () => {
    expect(maskMobile('9876543210')).toBe('******3210');
    expect(maskMobile('+919876543210')).toBe('+********3210');
    expect(maskMobile('1234')).toBe('1234');
  });

  it('writes one line with the masked number, the template, the reference and the body', async () => {
    const lines: string[] = [];
    const sender = createLogSender((line) => lines.push(line));
    const result = await sender.send({
      id: 'm1',
      channel: 'whatsapp',
      recipient: '+919876543210',
      template: 'payment-link',
      body: 'Pay your property tax:\nhttps://nigam.example/pay/abc',
      reference: 'PT-1',
    });
    expect(sender.delivers).toBe(false);
    expect(result).toEqual({ providerId: 'log:m1' });
    expect(lines).toEqual([
      '[outbox] whatsapp to +********3210 payment-link (PT-1): Pay your property tax: https://nigam.example/pay/abc',
    ]);
    expect(lines[0]).not.toContain('9876543210');
  });
});
