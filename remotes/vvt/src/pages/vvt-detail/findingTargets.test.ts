import { findingTarget, focusElement } from './findingTargets';
import { disabledTabs } from './tabAvailability';

const context = (over: { berechtigtesInteresse?: boolean; ebene?: number; seesTransfers?: boolean } = {}) => ({
  disabled: disabledTabs({ isNew: false, ebene: over.ebene ?? 1, berechtigtesInteresse: over.berechtigtesInteresse ?? false }),
  seesTransfers: over.seesTransfers ?? true,
});

describe('where a finding leads', () => {
  it('to the fields above the tabs directly, to the others through their tab', () => {
    expect(findingTarget('Zweck', context())).toEqual({ tab: null, elementId: 'vvt-Zweck' });
    expect(findingTarget('aufbewahrungsfristen', context())).toEqual({ tab: null, elementId: 'vvt-aufbewahrungsfristen' });
    expect(findingTarget('empfaenger', context())).toEqual({ tab: 'relations', elementId: 'vvt-transfers-heading' });
    expect(findingTarget('dsfa_begruendung_abweichung', context())).toEqual({ tab: 'dpia', elementId: 'vvt-dsfa-begruendung' });
  });

  it('through the switch to a closed legitimate-interest tab, nowhere for what cannot be reached', () => {
    expect(findingTarget('bi_ergebnis', context())).toEqual({ tab: null, elementId: 'vvt-ist_berechtigtes_interesse' });
    expect(findingTarget('bi_ergebnis', context({ berechtigtesInteresse: true }))).toEqual({ tab: 'legitimateInterest', elementId: 'vvt-bi_ergebnis' });
    expect(findingTarget('dsfa_ergebnis', context({ ebene: 2 }))).toBeNull();
    expect(findingTarget('empfaenger', context({ seesTransfers: false }))).toBeNull();
    expect(findingTarget('unknownField', context())).toBeNull();
  });

  it('focuses the control inside a container, or gives a text a temporary tab stop', () => {
    document.body.innerHTML = '<div id="a"><span>x</span><input id="inner" /></div><h3 id="b">Heading</h3>';
    focusElement(document.getElementById('a')!);
    expect(document.activeElement?.id).toBe('inner');
    focusElement(document.getElementById('b')!);
    expect(document.activeElement?.id).toBe('b');
    expect(document.getElementById('b')).toHaveAttribute('tabindex', '-1');
  });
});
