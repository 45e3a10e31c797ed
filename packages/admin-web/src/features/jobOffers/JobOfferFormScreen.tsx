import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { jobOffersDefinition } from './definition';

/** 'Nowa oferta pracy' (/jobs/new) and 'Edycja oferty pracy' (/jobs/edit/:id). */
export default function JobOfferFormScreen() {
  return <CrudFormScreen definition={jobOffersDefinition} />;
}
