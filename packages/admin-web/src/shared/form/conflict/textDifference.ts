/**
 * A readable difference of two texts, word by word: the runs both share, the ones only the first has
 * ('removed') and the ones only the second has ('added'). Long shared runs are shortened around an
 * ellipsis so that a change in a 5,000-word body is seen at once.
 */
export type DifferencePart = { kind: 'same' | 'removed' | 'added'; text: string };

/** Above this many words in the changed middle of the two texts, the middle is shown as one replacement. */
const MAX_COMPARED_WORDS = 1500;
/** Words of context kept on each side of a change. */
const CONTEXT_WORDS = 8;

function words(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

/** The longest common subsequence of two word lists, as pairs of parts (the changed middle only). */
function compare(before: string[], after: string[]): DifferencePart[] {
  if (before.length * after.length > MAX_COMPARED_WORDS * MAX_COMPARED_WORDS)
    return [
      { kind: 'removed', text: before.join('') },
      { kind: 'added', text: after.join('') },
    ];
  const width = after.length + 1;
  const lengths = new Uint16Array((before.length + 1) * width);
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1)
      lengths[i * width + j] =
        before[i] === after[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
  const parts: DifferencePart[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      parts.push({ kind: 'same', text: before[i] ?? '' });
      i += 1;
      j += 1;
    } else if (
      j < after.length &&
      (i === before.length || (lengths[i * width + j + 1] ?? 0) > (lengths[(i + 1) * width + j] ?? 0))
    ) {
      parts.push({ kind: 'added', text: after[j] ?? '' });
      j += 1;
    } else {
      parts.push({ kind: 'removed', text: before[i] ?? '' });
      i += 1;
    }
  }
  return parts;
}

/** Joins neighbouring parts of one kind; a space between two changes of one kind belongs to them. */
function joined(parts: DifferencePart[]): DifferencePart[] {
  const out: DifferencePart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last && last.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** Keeps CONTEXT_WORDS words of a shared run next to each change, the rest as '…'. */
function shortened(parts: DifferencePart[]): DifferencePart[] {
  return parts.map((part, index) => {
    if (part.kind !== 'same' || parts.length === 1) return part;
    const tokens = words(part.text);
    const keep = CONTEXT_WORDS * 2;
    const head = index > 0 ? tokens.slice(0, keep) : [];
    const tail = index < parts.length - 1 ? tokens.slice(-keep) : [];
    if (head.length + tail.length >= tokens.length) return part;
    return { kind: 'same', text: `${head.join('')}…${tail.join('')}` };
  });
}

export function textDifference(before: string, after: string): DifferencePart[] {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end += 1;
  const parts = [
    { kind: 'same', text: a.slice(0, start).join('') } as DifferencePart,
    ...compare(a.slice(start, a.length - end), b.slice(start, b.length - end)),
    { kind: 'same', text: a.slice(a.length - end).join('') } as DifferencePart,
  ].filter((part) => part.text !== '');
  return shortened(joined(parts));
}
