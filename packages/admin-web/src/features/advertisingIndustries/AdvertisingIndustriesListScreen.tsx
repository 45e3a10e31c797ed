import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { advertisingIndustriesDefinition } from './definition';

/** 'Branże reklamowe' (/adv_industries): mounted only where the runtime configuration enables it (D9). */
export default function AdvertisingIndustriesListScreen() {
  return <CrudListScreen definition={advertisingIndustriesDefinition} />;
}
