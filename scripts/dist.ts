/** `npm run dist` after the build: electron-builder as dist-plan.ts decides. */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { distPlan } from './dist-plan.js';

const plan = distPlan(process.env, process.argv.slice(2));
for (const note of plan.notes) console.log(`[dist] ${note}`);
const cli = createRequire(import.meta.url).resolve('electron-builder/cli.js');
const result = spawnSync(process.execPath, [cli, ...plan.args], { stdio: 'inherit', env: plan.env });
process.exit(result.status ?? 1);
