import path from 'node:path';
import { RuleTester } from 'eslint';
import rule from '../../../scripts/eslint/no-cross-remote-imports.cjs';

const repo = path.resolve(__dirname, '../../..');
const file = (relative: string) => path.join(repo, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('vws/no-cross-remote-imports', rule, {
  valid: [
    { filename: file('remotes/customer/src/pages/a.ts'), code: "import { ROUTES } from '@vws/shared/core'; import x from '../../i18n';" },
    { filename: file('remotes/audit/src/module.tsx'), code: "const page = import('./pages/audit-list/AuditListPage');" },
    { filename: file('shell/src/app/App.tsx'), code: "import { App } from './x'; import { api } from '@vws/shared/core';" },
    { filename: file('packages/shared/src/x.ts'), code: "import y from '../../../remotes/audit/src/i18n';" },
  ],
  invalid: [
    { filename: file('remotes/customer/src/pages/a.ts'), code: "import { auditTexts } from '../../../audit/src/i18n';", errors: [{ messageId: 'remote' }] },
    { filename: file('remotes/customer/src/pages/a.ts'), code: "import m from '@vws/audit';", errors: [{ messageId: 'remote' }] },
    { filename: file('remotes/customer/src/pages/a.ts'), code: "export * from '@vws/audit/src/api';", errors: [{ messageId: 'remote' }] },
    { filename: file('remotes/audit/src/a.ts'), code: "const m = import('../../customer/src/module');", errors: [{ messageId: 'remote' }] },
    { filename: file('shell/src/app/App.tsx'), code: "import m from '../../../remotes/customer/src/module';", errors: [{ messageId: 'shell' }] },
    { filename: file('shell/src/app/App.tsx'), code: "const m = require('@vws/customer');", errors: [{ messageId: 'shell' }] },
  ],
});
