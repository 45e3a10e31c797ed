import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { advertisingIndustriesListDefinition } from './listDefinition';

/** 'Branże reklamowe' (/adv_industries): mounted only where the runtime configuration enables it (D9). */
export default function AdvertisingIndustriesListScreen() {
  return <CrudListScreen definition={advertisingIndustriesListDefinition} />;
}
