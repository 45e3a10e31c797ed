import { CrudFormScreen } from '../../shared/crud/CrudFormScreen';
import { advertisingIndustriesDefinition } from './definition';

/** 'Nowa branża' (/adv_industries/new) and 'Edycja branży' (/adv_industries/edit/:id). */
export default function AdvertisingIndustryFormScreen() {
  return <CrudFormScreen definition={advertisingIndustriesDefinition} />;
}
