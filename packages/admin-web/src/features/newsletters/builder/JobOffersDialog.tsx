/**
 * 'Ustaw oferty' (03 §2; D7): the offers of the job block, chosen in order from GET /api/job_offers/latest.
 * The chosen values travel joined with '|' as `praca_oferty` (the SDK's payload).
 */
import type { JobOffer } from '@redakcja/api-sdk';
import { MultiSelect } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../../shared/session';
import { BuilderDialog } from './BuilderDialog';
import { latestJobOffersQuery } from './queries';

export const JOB_OFFERS_DIALOG_TITLE = 'Ustaw oferty';
export const JOB_OFFERS_TEXTS = {
  offers: 'Oferty pracy',
  failed: 'Nie udało się pobrać ofert pracy.',
} as const;

/** An offer as the choice lists it: its position, then its company. */
export function jobOfferLabel(offer: Pick<JobOffer, 'position' | 'company'>): string {
  return offer.company ? `${offer.position} — ${offer.company}` : offer.position;
}

export interface JobOffersDialogProps {
  /** The chosen offers, in order. */
  value: readonly JobOffer[];
  onSave: (offers: JobOffer[]) => void;
  onClose: () => void;
}

export function JobOffersDialog({ value, onSave, onClose }: JobOffersDialogProps) {
  const client = useApiClient();
  const latest = useQuery(latestJobOffersQuery(client));
  const [chosen, setChosen] = useState<string[]>(() => value.map((offer) => offer.value));

  // The offers already chosen stay choosable even when they are no longer among the latest.
  const known = new Map<string, JobOffer>();
  for (const offer of [...value, ...(latest.data ?? [])]) known.set(offer.value, offer);
  const options = [...known.values()].map((offer) => ({ id: offer.value, label: jobOfferLabel(offer) }));

  const submit = () => {
    onSave(chosen.map((id) => known.get(id)).filter((offer): offer is JobOffer => offer !== undefined));
  };

  return (
    <BuilderDialog title={JOB_OFFERS_DIALOG_TITLE} onClose={onClose} onSubmit={submit}>
      {latest.isError ? <p role="alert">{JOB_OFFERS_TEXTS.failed}</p> : null}
      <MultiSelect
        label={JOB_OFFERS_TEXTS.offers}
        options={options}
        value={chosen}
        onChange={(keys) => setChosen(keys.map(String))}
        isLoading={latest.isPending}
      />
    </BuilderDialog>
  );
}
