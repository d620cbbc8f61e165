import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n';
import { HelpContent, HelpTip } from './HelpTip';

describe('help texts', () => {
  beforeEach(() => i18n.changeLanguage('de'));

  it('loads with the first help shown, not with the start-up, and then shows the topic with its entries, e.g. the nine DPIA criteria', async () => {
    expect(i18n.hasResourceBundle('de', 'help')).toBe(false);
    // The button is there before its texts: nothing beside it moves when they arrive.
    render(<HelpTip topic="levels" />);
    expect(screen.getByRole('button', { name: 'Hilfe' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Hilfe: Ebenen (SDM)' })).toBeInTheDocument();
    render(<HelpContent topic="dpia" />);
    expect(await screen.findByRole('heading', { name: 'Datenschutz-Folgenabschätzung (DSFA)' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', 'help')).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });

  it('lists the retention suggestions of spec §1 under their heading', () => {
    render(<HelpContent topic="retentionPeriods" />);
    expect(screen.getByText('Vorschläge (unverbindlich, im Einzelfall zu prüfen)')).toBeInTheDocument();
    expect(screen.getByText('Bewerbungsdaten: 6 Monate')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
  });

  it('opens from a labelled help button, in English too', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    render(<HelpTip topic="protectionGoals" />);
    await user.click(screen.getByRole('button', { name: 'Help: Protection goals' }));
    expect(await screen.findByText(/^Data minimisation:/)).toBeInTheDocument();
  });
});
