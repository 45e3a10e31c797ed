import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { kfCompanyCreateDefinition } from './definition';

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(kfCompanyCreateDefinition);

/** 'Tworzenie firmy' (/kf_companies/create, D24). */
export default function KfCompanyCreateScreen() {
  return <CrudFormScreen definition={kfCompanyCreateDefinition} />;
}
