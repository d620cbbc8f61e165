import { render } from '@testing-library/react';
import { StatusBadge, type StatusSeverity } from './StatusBadge';
import { AUDIT_STATUS_SEVERITY, CONTRACT_STATUS_SEVERITY, VVT_STATUS_SEVERITY, auditPercentageSeverity } from './statusColours';

describe('StatusBadge', () => {
  it.each(['danger', 'warning', 'success', 'info', 'secondary'] as StatusSeverity[])('shows %s as the PrimeReact severity', (severity) => {
    const { container } = render(<StatusBadge severity={severity} label="Status" />);
    const tag = container.querySelector('.p-tag') as HTMLElement;
    expect(tag).toHaveTextContent('Status');
    expect(tag).toHaveClass(`p-tag-${severity}`);
  });

  it('gives light, which PrimeReact lacks, a light style of its own', () => {
    const { container } = render(<StatusBadge severity="light" label="nicht zutreffend" />);
    const tag = container.querySelector('.p-tag') as HTMLElement;
    expect(tag.className).not.toMatch(/p-tag-(danger|warning|success|info|secondary)/);
    expect(tag).toHaveClass('vws-status-light');
    expect(tag.style.background).toBe('rgb(248, 249, 250)');
  });

  it("shows secondary in grey, not in the theme's primary blue", () => {
    const { container } = render(<StatusBadge severity="secondary" label="unbearbeitet" />);
    const tag = container.querySelector('.p-tag') as HTMLElement;
    expect(tag.style.background).toBe('rgb(100, 116, 139)');
  });
});

describe('status colours of spec §4', () => {
  it('audit status 1..6', () => {
    expect([1, 2, 3, 4, 5, 6].map((id) => AUDIT_STATUS_SEVERITY[id])).toEqual(['danger', 'warning', 'success', 'light', 'info', 'secondary']);
  });
  it('VVT status 0..5', () => {
    expect([0, 1, 2, 3, 4, 5].map((id) => VVT_STATUS_SEVERITY[id])).toEqual(['secondary', 'success', 'warning', 'danger', 'info', 'light']);
  });
  it('contract status 0..9', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => CONTRACT_STATUS_SEVERITY[id])).toEqual([
      'info',
      'warning',
      'warning',
      'success',
      'light',
      'info',
      'success',
      'secondary',
      'danger',
      'light',
    ]);
  });
  it('audit percentage: up to 40 danger, up to 85 warning, above success', () => {
    expect([0, 40, 41, 85, 86, 100].map(auditPercentageSeverity)).toEqual(['danger', 'danger', 'warning', 'warning', 'success', 'success']);
  });
});
