import { createPressCompanyListResource, type PressCompanyListItem, resourceOf } from '@redakcja/api-sdk';
import { Button, PublicationToggle } from '@redakcja/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../shared/session';
import { pressCompanyListQueries } from './listQueries';

export const ACCEPT_AND_SEND_LABEL = 'Zaakceptuj i wyślij';

/**
 * A profile's publication (03 §2): 'Zaakceptuj i wyślij' on an unpublished one, a green check on a
 * published one; either flips moderationState (PATCH 1/0) and the list reloads. A failure is silent (03 §8).
 */
export function ModerationToggle({ company }: { company: PressCompanyListItem }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const flip = useMutation({
    mutationFn: (published: boolean) =>
      resourceOf(client, createPressCompanyListResource).setModerationState(company.id, published),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pressCompanyListQueries.keys.lists() }),
  });
  if (company.moderationState) {
    return (
      <PublicationToggle
        isOn
        isPending={flip.isPending}
        onToggle={() => flip.mutate(false)}
        onLabel={`Opublikowany profil ${company.id} – wycofaj publikację`}
      />
    );
  }
  return (
    <Button
      size="sm"
      variant="primary"
      isPending={flip.isPending}
      aria-label={`${ACCEPT_AND_SEND_LABEL} profil ${company.id}`}
      onPress={() => flip.mutate(true)}
    >
      {ACCEPT_AND_SEND_LABEL}
    </Button>
  );
}
