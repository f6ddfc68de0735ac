import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '@portal/e2e/support/portal';

export interface ChildServer {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs a bench server module (TypeScript, through `@swc-node/register`) in a process of its own,
 * as a portal instance runs in its own; the module prints `listening <port>` once it listens.
 */
export function startChildServer(
  modulePath: string,
  env: Record<string, string>,
): Promise<ChildServer> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', modulePath], {
    // The bench's own compiler options (esModuleInterop for `import express from 'express'`).
    env: { SWC_NODE_PROJECT: join(REPO_ROOT, 'bench/tsconfig.json'), ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const port = /listening (\d+)/.exec(printed)?.[1];
      if (port && child.pid) resolve({ port: Number(port), pid: child.pid, stop });
    });
    child.once('exit', (code) => reject(new Error(`${modulePath} exited with code ${code}`)));
  });
}
