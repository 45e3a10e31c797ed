import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { useApiClient } from '../../shared/session';
import { partnerNewsListDefinition } from './listDefinition';
import { latestPartnerNewsQuery } from './listQueries';

/** 'Newsy partnerskie': the add rule and the edit link follow the latest box. */
export default function PartnerNewsListScreen() {
  const client = useApiClient();
  const latest = useQuery(latestPartnerNewsQuery(client));
  const definition = useMemo(() => partnerNewsListDefinition(latest.data), [latest.data]);
  return <CrudListScreen definition={definition} />;
}
