import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { SDM_PROZESSSCHRITTE, SDM_SCHUTZZIELE } from '@vws/shared/contract/vvt';
import type { RefLabel } from '../../components/useReferences';
import { useVvtTranslation } from '../../i18n';

type Option = { value: number; label: string };
/** A row (all steps of one goal) or a column (all goals of one step). */
export type CubeLine = { kind: 'ziel' | 'schritt'; id: number };
export type CubeLineValues = { status: number | null; risk: number | null };

export interface CubeBulkBarProps {
  refLabel: RefLabel;
  options: { status: Option[]; risk: Option[] };
  onApply: (line: CubeLine, values: CubeLineValues) => void;
}

/** Sets status and/or risk level of a whole row or column of the grid at once (what is left "unchanged" stays). */
export function CubeBulkBar({ refLabel, options, onApply }: CubeBulkBarProps) {
  const { t } = useVvtTranslation();
  const [line, setLine] = useState<string>('ziel:1');
  const [status, setStatus] = useState<number | null>(null);
  const [risk, setRisk] = useState<number | null>(null);
  const lines = useMemo(
    () => [
      ...SDM_SCHUTZZIELE.map((id) => ({ value: `ziel:${id}`, label: t('cube.row', { name: refLabel('sdm_cube_schutzziele', id) }) })),
      ...SDM_PROZESSSCHRITTE.map((id) => ({ value: `schritt:${id}`, label: t('cube.column', { name: refLabel('sdm_cube_prozessschritte', id) }) })),
    ],
    [t, refLabel],
  );
  const unchanged = { value: null, label: t('cube.unchanged') };
  const apply = () => {
    const [kind, id] = line.split(':');
    onApply({ kind: kind === 'schritt' ? 'schritt' : 'ziel', id: Number(id) }, { status, risk });
  };
  return (
    <fieldset className="flex flex-wrap align-items-end gap-2 border-1 surface-border border-round p-2 mb-3" data-testid="vvt-cube-bulk">
      <legend className="text-sm font-semibold px-1">{t('cube.setLine')}</legend>
      <div className="flex flex-column gap-1 text-sm">
        <label htmlFor="vvt-cube-bulk-line">{t('cube.line')}</label>
        <Dropdown
          inputId="vvt-cube-bulk-line"
          value={line}
          options={lines}
          onChange={(e) => setLine(String(e.value))}
          data-testid="vvt-cube-bulk-line-dropdown"
        />
      </div>
      <div className="flex flex-column gap-1 text-sm">
        <label htmlFor="vvt-cube-bulk-status">{t('cell.Status')}</label>
        <Dropdown
          inputId="vvt-cube-bulk-status"
          value={status}
          options={[unchanged, ...options.status]}
          onChange={(e) => setStatus(e.value as number | null)}
          data-testid="vvt-cube-bulk-status"
        />
      </div>
      <div className="flex flex-column gap-1 text-sm">
        <label htmlFor="vvt-cube-bulk-risk">{t('cell.Risikostufe')}</label>
        <Dropdown
          inputId="vvt-cube-bulk-risk"
          value={risk}
          options={[unchanged, ...options.risk]}
          onChange={(e) => setRisk(e.value as number | null)}
          data-testid="vvt-cube-bulk-risk"
        />
      </div>
      <Button
        type="button"
        label={t('cube.apply')}
        icon="pi pi-check"
        onClick={apply}
        disabled={status === null && risk === null}
        data-testid="vvt-cube-bulk-apply"
      />
    </fieldset>
  );
}
