import fs from 'node:fs';
import path from 'node:path';
import { operatorSettings } from '../config';
import { NOTICE_FILES, renderNotice } from './notices';

describe('privacy and legal notices', () => {
  it.each(NOTICE_FILES)('%s is filled from the operator settings: no placeholder left', (file) => {
    const template = fs.readFileSync(path.resolve(__dirname, '../../../shell/public/res', file), 'utf8');
    const html = renderNotice(template, operatorSettings({ OPERATOR_NAME: 'Beispiel <Betreiber> AG', OPERATOR_PHONE: '+49 30 123' }));
    expect(html).not.toMatch(/class="placeholder"|\[Firma\]|\[Telefon\]|\[Company\]|class="hint"/);
    expect(html).toContain('Beispiel &lt;Betreiber&gt; AG');
    if (file.startsWith('legal')) expect(html).toContain('+49 30 123');
  });

  it('uses the demo operator when nothing is configured', () => {
    expect(operatorSettings({}).name).toBe('VWS Demo GmbH');
    expect(operatorSettings({ OPERATOR_EMAIL: '  ' }).email).toBe('kontakt@vws-portal.example');
  });
});
