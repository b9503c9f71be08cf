import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childEnv, childExecArgv } from '../src/pool/child-env.ts';

describe('childEnv', () => {
  it("gives a pool child two malloc arenas, a heap on transparent huge pages with large blocks mapped apart, and Node's compile cache, beside the parent environment", () => {
    expect(childEnv({ PATH: '/bin' })).toEqual({
      PATH: '/bin',
      MALLOC_ARENA_MAX: '2',
      GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=16777216',
      NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'node-compile-cache'),
    });
  });

  it('keeps what the caller set', () => {
    const env = childEnv({
      MALLOC_ARENA_MAX: '4',
      GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0',
      NODE_COMPILE_CACHE: '/var/cache/docread',
    });
    expect(env).toMatchObject({
      MALLOC_ARENA_MAX: '4',
      GLIBC_TUNABLES: 'glibc.malloc.hugetlb=0',
      NODE_COMPILE_CACHE: '/var/cache/docread',
    });
  });
});

describe('childExecArgv', () => {
  it('caps the old generation at the child memory limit and the young generation at small semi-spaces', () => {
    expect(childExecArgv(1024)).toEqual(['--max-old-space-size=1024', '--max-semi-space-size=4']);
    expect(childExecArgv(10)).toEqual(['--max-old-space-size=64', '--max-semi-space-size=4']);
  });
});
