import { describe, expect, it } from 'vitest';
import { releaseFreedMemory } from '../src/memory/release.ts';

const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
const glibc = process.platform === 'linux' && Boolean(report?.header?.glibcVersionRuntime);

describe('releaseFreedMemory', () => {
  it('trims the C heap where glibc is, and is a harmless no-op elsewhere', () => {
    expect(releaseFreedMemory()).toBe(glibc);
    // A second call reuses the binding.
    expect(releaseFreedMemory()).toBe(glibc);
  });
});
