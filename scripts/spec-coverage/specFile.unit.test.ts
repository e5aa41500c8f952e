import { join } from 'node:path';
import { root, specFile } from '../spec-coverage';

describe('where the coverage check finds SPEC.md', () => {
  it('takes SPEC_MD when a clone does not sit beside shared/', () => {
    const elsewhere = join(root, 'README.md');
    expect(specFile({ SPEC_MD: elsewhere })).toBe(elsewhere);
  });

  it('says where it looked and how to point it at the spec when the file is missing', () => {
    expect(() => specFile({ SPEC_MD: join(root, 'no-such-spec.md') })).toThrow(
      /SPEC\.md not found at .*no-such-spec\.md: clone beside shared\/ or set SPEC_MD/,
    );
  });

  it('looks in ../shared beside the repository by default', () => {
    const besideUs = join(root, '..', 'shared', 'SPEC.md');
    const answer = (() => {
      try {
        return specFile({});
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(answer).toContain(besideUs);
  });
});
