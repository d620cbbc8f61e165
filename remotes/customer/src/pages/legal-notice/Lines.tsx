/** Address-style lines: the empty ones left out, each on a line of its own. */
export function Lines({ lines }: { lines: (string | false | undefined)[] }) {
  const shown = lines.filter((line): line is string => !!line && line.trim() !== '');
  return (
    <>
      {shown.map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </>
  );
}

/** Only http(s) addresses become links; anything else (javascript:, data:) is shown as text. */
export function isWebLink(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}
