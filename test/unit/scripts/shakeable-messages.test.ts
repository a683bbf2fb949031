// The preview's esbuild bundles take `m` straight from the messages, so unused ones drop out.
import { describe, expect, it } from 'vitest';
import { messagesImportedDirectly } from '../../../scripts/shakeable-messages';

describe('messagesImportedDirectly', () => {
  it('takes m from the messages and the other names, and the door itself, from the door', () => {
    expect(messagesImportedDirectly("import { formatCount, m } from '../../preload/i18n/index.js';\nm.a();")).toBe(
      "import * as m from '../../preload/i18n/paraglide/messages/_index.js'; import { formatCount } from '../../preload/i18n';\nm.a();",
    );
    expect(messagesImportedDirectly("import { m } from './i18n';")).toBe(
      "import * as m from './i18n/paraglide/messages/_index.js'; import './i18n';",
    );
  });

  it('leaves a module that takes no m, or takes it from elsewhere, as it is', () => {
    const sources = [
      "import { formatCount } from '../preload/i18n';",
      "import { mm, n } from '../preload/i18n';",
      "import { m } from './paraglide/messages.js';",
    ];
    for (const source of sources) expect(messagesImportedDirectly(source)).toBe(source);
  });
});
