import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  NODE_REQUIREMENT,
  nodeVersionProblem,
  nodeVersionWarning,
  supportsNode,
} from '@/node-version.ts';

const rootPackage = fileURLToPath(new URL('../../../../package.json', import.meta.url));
const check = fileURLToPath(new URL('../../src/check-node-version.ts', import.meta.url));

/** Runs the start-up check under a Node.js that reports the given version. */
function runCheck(version: string) {
  const fake = `Object.defineProperty(process, 'version', { value: ${JSON.stringify(version)} })`;
  return spawnSync(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(fake)}`, '--import', 'tsx', check],
    { encoding: 'utf8' },
  );
}

describe('the Node.js version rule', () => {
  it('is the one the root package.json states', async () => {
    const pkg = JSON.parse(await readFile(rootPackage, 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(NODE_REQUIREMENT);
  });

  it.each(['v22.13.0', 'v22.20.1', 'v24.0.0', 'v25.2.1', '22.13.0'])('accepts %s', (version) => {
    expect(supportsNode(version)).toBe(true);
    expect(nodeVersionProblem(version)).toBeNull();
    expect(nodeVersionWarning(version)).toBeNull();
  });

  it.each(['v20.19.0', 'v20.20.2'])('runs %s, past its end of life, with a warning', (version) => {
    expect(supportsNode(version)).toBe(false);
    expect(nodeVersionProblem(version)).toBeNull();
    expect(nodeVersionWarning(version)).toBe(
      `Node.js ${version} reached its end of life on 30 April 2026; Highwater supports Node.js ${NODE_REQUIREMENT}. Move to Node.js 22 or 24.`,
    );
  });

  it.each([
    'v18.20.4',
    'v20.18.3',
    'v21.7.3',
    'v22.12.0',
    'v23.11.0',
    'v2.0.0',
    'v200',
    'nonsense',
    '',
  ])('refuses %s', (version) => {
    expect(supportsNode(version)).toBe(false);
    expect(nodeVersionProblem(version)).not.toBeNull();
  });

  it('says what is needed and what is running in one line', () => {
    expect(nodeVersionProblem('v20.18.3')).toBe(
      `Highwater needs Node.js ${NODE_REQUIREMENT}; this is Node.js v20.18.3. Install a supported version and start again.`,
    );
  });

  it('stops the server with that line and a non-zero exit below the requirement', () => {
    const result = runCheck('v20.18.3');
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([nodeVersionProblem('v20.18.3')]);
  });

  it('lets the server start on a supported version', () => {
    const result = runCheck('v22.13.0');
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('lets the server start on Node.js 20 with the warning in one line', () => {
    const result = runCheck('v20.19.0');
    expect(result.status).toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual([nodeVersionWarning('v20.19.0')]);
  });
});
