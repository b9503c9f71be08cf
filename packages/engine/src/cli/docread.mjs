#!/usr/bin/env node
// The command's entry. Node strips the command's TypeScript at every start unless its compile cache
// already holds the result, and the cache must be on before the first TypeScript module loads, so this
// one file is JavaScript: with it the command's own process starts in ~0.15 s instead of ~0.4 s and
// holds ~28 MB less (docs/decisions/0358-pool-children-and-the-command-line-use-node-s-compile-cache.md).
import module from 'node:module';

module.enableCompileCache?.();
await import('./main.ts');
