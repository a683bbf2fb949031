// The fuses are flipped in the real Electron binary at pack time, which cannot be had here (a
// stub binary has nothing to patch), so this reads the configuration the way electron-builder
// itself loads and validates it, and checks every fuse the security baseline names.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

interface BuilderConfig {
  electronFuses?: Record<string, boolean> | null;
}
interface ConfigModule {
  getConfig(projectDir: string, configPath: string | null, configFromOptions: unknown): Promise<BuilderConfig>;
  validateConfiguration(config: BuilderConfig, debugLogger: unknown): Promise<void>;
}

// electron-builder's own loader (the module its CLI calls), resolved through electron-builder.
const builderManifest = createRequire(import.meta.url).resolve('electron-builder/package.json');
const requireFromBuilder = createRequire(builderManifest);
const configModule = requireFromBuilder('app-builder-lib/out/util/config/config.js') as ConfigModule;

const EXPECTED_FUSES = {
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
  enableCookieEncryption: true,
  grantFileProtocolExtraPrivileges: false,
};

describe('electron fuses', () => {
  it('are set in the configuration electron-builder loads, exactly as the security baseline lists', async () => {
    const config = await configModule.getConfig(root, null, null);
    await configModule.validateConfiguration(config, { add() {}, isEnabled: false });
    expect(config.electronFuses).toBeTruthy();
    for (const [fuse, value] of Object.entries(EXPECTED_FUSES)) {
      expect({ fuse, value: config.electronFuses?.[fuse] }).toEqual({ fuse, value });
    }
    // electron-builder's config loader and schema check take 3 s on a quiet machine, more on a busy one.
  }, 30_000);

  it('leave main working: nothing in main starts a child process (fork needs RunAsNode)', () => {
    // main/preview runs under plain Node and is never packaged (preview-not-shipped.test.ts).
    const packaged = sources(join(root, 'main')).filter((file) => !file.startsWith(join(root, 'main/preview')));
    const offenders = packaged.filter((file) =>
      /\bfrom ['"](?:node:)?child_process['"]|require\(['"](?:node:)?child_process['"]\)/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}
