/**
 * A toggle in a list cell that flips one field of its row (an article's RSS flag, a subscriber's
 * confirmation, a press issue's publication): PATCH with the opposite value, then the list reloads. A
 * failure is ignored as the specification says, or said in an alert where the definition gives a text.
 */
import { ErrorText, PublicationToggle, Switch } from '@redakcja/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKeys } from '../queryKeys';

export interface PatchToggleProps {
  /** The accessible name ('RSS Wykop artykułu 12'). */
  label: string;
  isOn: boolean;
  /** Sends the opposite value. */
  patch: (next: boolean) => Promise<unknown>;
  /** The lists reloaded afterwards. */
  keys: QueryKeys;
  /** Shown in an alert when the patch fails; none: the failure is ignored. */
  failureText?: string;
  /** 'icon': a pressable green check or red cross named by its state (the press centre's publication). */
  appearance?: 'switch' | 'icon';
}

export function PatchToggle({
  label,
  isOn,
  patch,
  keys,
  failureText,
  appearance = 'switch',
}: PatchToggleProps) {
  const queryClient = useQueryClient();
  const flip = useMutation({
    mutationFn: patch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.lists() }),
  });
  return (
    <>
      {appearance === 'icon' ? (
        <PublicationToggle
          isOn={isOn}
          isPending={flip.isPending}
          onToggle={() => flip.mutate(!isOn)}
          onLabel={`${label}: tak`}
          offLabel={`${label}: nie`}
        />
      ) : (
        <Switch
          label={label}
          isSelected={flip.isPending ? !isOn : isOn}
          isDisabled={flip.isPending}
          onChange={() => flip.mutate(!isOn)}
        />
      )}
      {failureText && flip.isError ? <ErrorText>{failureText}</ErrorText> : null}
    </>
  );
}
