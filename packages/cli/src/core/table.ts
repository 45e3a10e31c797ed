/** A plain-text table for a terminal: columns padded to their widest cell, two spaces apart. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => cells[column]?.length ?? 0)),
  );
  return [header, ...rows].map((cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
