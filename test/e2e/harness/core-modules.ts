/**
 * The main core's modules from a given tree: this one, or a previous release's checkout (a
 * benchmark's baseline), so the same harness drives either. Typed as this tree's: a
 * release whose core was wired differently fails at its first call, not silently.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type AppCoreModule = typeof import('../../../main/core/app-core.js');
type SettingsModule = typeof import('../../../main/core/settings/settings-service.js');
type VaultModule = typeof import('../../../main/core/vault.js');
type AnswerCallModule = typeof import('../../../main/preview/answer-call.js');
type SettingsFileModule = typeof import('../../../main/preview/json-settings-file.js');
type PreviewServerModule = typeof import('../../../main/preview/preview-server.js');

export interface CoreModules {
  createAppCore: AppCoreModule['createAppCore'];
  SettingsService: SettingsModule['SettingsService'];
  Vault: VaultModule['Vault'];
  answerCall: AnswerCallModule['answerCall'];
  jsonSettingsFile: SettingsFileModule['jsonSettingsFile'];
  startPreviewServer: PreviewServerModule['startPreviewServer'];
}

const load = <M>(root: string, file: string) => import(pathToFileURL(path.join(root, file)).href) as Promise<M>;

export async function coreModules(root: string): Promise<CoreModules> {
  const [appCore, settings, vault, answer, settingsFile, server] = await Promise.all([
    load<AppCoreModule>(root, 'main/core/app-core.ts'),
    load<SettingsModule>(root, 'main/core/settings/settings-service.ts'),
    load<VaultModule>(root, 'main/core/vault.ts'),
    load<AnswerCallModule>(root, 'main/preview/answer-call.ts'),
    load<SettingsFileModule>(root, 'main/preview/json-settings-file.ts'),
    load<PreviewServerModule>(root, 'main/preview/preview-server.ts'),
  ]);
  return {
    createAppCore: appCore.createAppCore,
    SettingsService: settings.SettingsService,
    Vault: vault.Vault,
    answerCall: answer.answerCall,
    jsonSettingsFile: settingsFile.jsonSettingsFile,
    startPreviewServer: server.startPreviewServer,
  };
}
