import { describe, expect, it } from 'vitest';
import { childEnv } from '../src/pool/child-env.ts';

describe('childEnv', () => {
  it('gives a pool child two malloc arenas and a heap on transparent huge pages, beside the parent environment', () => {
    expect(childEnv({ PATH: '/bin' })).toEqual({
      PATH: '/bin',
      MALLOC_ARENA_MAX: '2',
      GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1',
    });
  });

  it('keeps what the caller set', () => {
    const env = childEnv({ MALLOC_ARENA_MAX: '4', GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0' });
    expect(env).toMatchObject({ MALLOC_ARENA_MAX: '4', GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0' });
  });
});
