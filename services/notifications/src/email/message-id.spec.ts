import { deliveryMessageId } from './message-id';

describe('the Message-ID of a delivery', () => {
  const from = 'Tend <hello@tend.care>';

  it('is the same for every send of one delivery, and differs between deliveries', () => {
    const welcome = deliveryMessageId('welcome:5f0c7a3e', from);
    expect(deliveryMessageId('welcome:5f0c7a3e', from)).toBe(welcome);
    expect(deliveryMessageId('welcome:9a41d2b0', from)).not.toBe(welcome);
  });

  it("has RFC 5322's shape, on the sender's domain", () => {
    expect(deliveryMessageId('verification:maria@example.com', from)).toMatch(
      /^<[0-9a-f]{32}@tend\.care>$/,
    );
    expect(deliveryMessageId('k', 'no-reply')).toMatch(/^<[0-9a-f]{32}@tend\.invalid>$/);
  });
});
