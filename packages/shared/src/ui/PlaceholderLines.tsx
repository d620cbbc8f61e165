import { useTranslation } from 'react-i18next';
import './placeholder.css';

/**
 * Grey bars standing in for lines of text that are still loading, each one line high, so the card
 * keeps the height it will have and nothing below moves when the text arrives (layout shift).
 * `lines` gives each bar's width (CSS), or its width and height (a tag, a small print, a row of links).
 */
export type PlaceholderLine = string | { width: string; height: string };

export function PlaceholderLines({
  lines,
  dense = false,
}: {
  lines: readonly PlaceholderLine[];
  /** The lines sit close (gap-1), as in a contact block. */ dense?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={`vws-placeholder flex flex-column ${dense ? 'gap-1' : 'gap-2'}`} role="status" aria-busy="true">
      <span className="p-hidden-accessible">{t('loading')}</span>
      {lines.map((line, index) => (
        <span key={index} className="vws-placeholder-line" style={typeof line === 'string' ? { width: line } : line} aria-hidden="true" />
      ))}
    </div>
  );
}
