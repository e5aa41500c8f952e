import { startHarness, type Harness } from '../../test/platformHarness';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let harness: Harness;
let key: string;
beforeAll(async () => {
  harness = await startHarness();
  key = await harness.platform.ctx.files.put(PNG, 'image/png', 'building-images');
});
afterAll(() => harness.stop());

const get = (url: string) => harness.http().get(url).buffer(true);

describe('signed links to stored files', () => {
  it('serve the file, with its type read from its content, to a browser without a token', async () => {
    const response = await get(harness.platform.ctx.fileLinks.linkTo(key));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(response.body as Buffer).equals(PNG)).toBe(true);
  });

  it('stop working once expired', async () => {
    const link = harness.platform.ctx.fileLinks.linkTo(key);
    harness.advanceClock(2 * 60 * 60_000);
    const response = await get(link);
    harness.advanceClock(-2 * 60 * 60_000);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ status: 404, message: 'File not found or link expired' });
  });

  it('refuse a link whose expiry was moved', async () => {
    const link = harness.platform.ctx.fileLinks
      .linkTo(key)
      .replace(/expires=(\d+)/, (_, at) => `expires=${Number(at) + 60_000}`);
    expect((await get(link)).status).toBe(404);
  });

  it("refuse one file's signature for another file", async () => {
    const other = await harness.platform.ctx.files.put(PNG, 'image/png', 'building-images');
    const link = harness.platform.ctx.fileLinks.linkTo(key).replace(key, other);
    expect((await get(link)).status).toBe(404);
  });
});
