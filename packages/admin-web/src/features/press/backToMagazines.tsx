import { LinkButton } from '@redakcja/ui';
import { pathTo } from '../../shared/routePaths';

export const BACK_TO_MAGAZINES_LABEL = 'Powrót do listy magazynów';

/** 'Powrót do listy magazynów': above the issues list and the issue form. */
export const backToMagazines = (
  <LinkButton href={pathTo('pressMagazines')} variant="secondary">
    {BACK_TO_MAGAZINES_LABEL}
  </LinkButton>
);
