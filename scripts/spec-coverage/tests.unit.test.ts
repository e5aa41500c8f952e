import { testsMentioning } from './tests';

const files = new Map([
  ['quoted.test.ts', "await t.json('post', '/api/jalkal/approved', {});"],
  ['param.test.ts', 'await call(`/api/jalkal/approve/${id}`);'],
  ['title.test.ts', "describe('POST jalkal/pending and jalkal/rejected', () => {});"],
  ['longer.test.ts', "describe('GET properties/notices/jobs/:id', () => {});"],
]);

describe('which tests cover a call', () => {
  it('finds the quoted path, with any value for a parameter', () => {
    expect(testsMentioning(files, ['/api/jalkal/approved'])).toEqual(['quoted.test.ts']);
    expect(testsMentioning(files, ['/api/jalkal/approve/:id'])).toEqual(['param.test.ts']);
  });

  it('finds a test title naming the call, but not a longer call that begins with it', () => {
    expect(testsMentioning(files, ['/api/jalkal/pending'], ['POST jalkal/pending'])).toEqual([
      'title.test.ts',
    ]);
    expect(testsMentioning(files, [], ['GET properties/notices/jobs'])).toEqual([]);
    expect(testsMentioning(files, [], ['GET properties/notices/jobs/:id'])).toEqual(['longer.test.ts']);
  });
});
